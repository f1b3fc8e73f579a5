import LoomHost

extension CSSStyle {
    /// Declarations for an `effect` container's tokens (see `EffectContainer` in LoomViews):
    /// transforms, borders, corners, clips, shadows, ratios, line limits and list rows' insets and
    /// backgrounds. Numbers are parsed,
    /// so a token can never put arbitrary text into the style attribute.
    static func effectDeclarations(_ tokens: String, color: HostColor?) -> [(String, String)] {
        var declarations: [(String, String)] = []
        var transforms: [String] = []
        let paint = color.map(Self.color) ?? "currentColor"
        for token in tokens.split(separator: " ") {
            let parts = token.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            let numbers = parts[1].split(separator: ",").compactMap { Double($0) }.filter(\.isFinite)
            let first = numbers.first
            switch parts[0] {
            case "rotate": if let first { transforms.append("rotate(\(number(first))deg)") }
            case "scale" where numbers.count == 2: transforms.append("scale(\(number(numbers[0])),\(number(numbers[1])))")
            case "offset" where numbers.count == 2: transforms.append("translate(\(px(numbers[0])),\(px(numbers[1])))")
            case "border":
                if let first { declarations.append(("box-shadow", "inset 0 0 0 \(px(first)) \(tokenColor(numbers.dropFirst(1)) ?? paint)")) }
            case "radius": if let first { declarations += [("border-radius", px(first)), ("overflow", "hidden")] }
            case "clip":
                let shape = parts[1].split(separator: ",").first.map(String.init) ?? ""
                declarations.append(("overflow", "hidden"))
                if shape == "circle" || shape == "ellipse" { declarations.append(("border-radius", "50%")) }
                if shape == "capsule" { declarations.append(("border-radius", "9999px")) }
            case "shadow" where numbers.count >= 3:
                let shade = tokenColor(numbers.dropFirst(3)) ?? "rgba(0,0,0,0.33)"
                declarations.append(("filter", "drop-shadow(\(px(numbers[1])) \(px(numbers[2])) \(px(numbers[0])) \(shade))"))
            case "aspect":
                if let first { declarations.append(("aspect-ratio", number(first))) }
                declarations.append(("object-fit", parts[1].hasSuffix("fill") ? "cover" : "contain"))
            case "paint", "ink": declarations += paintDeclarations(parts[0], token: parts[1])
            case "rowInsets" where numbers.count == 4:
                // Custom properties: the stylesheet applies them only to a list's direct children.
                // CSS's order is top, right (trailing), bottom, left (leading).
                let padding = [numbers[0], numbers[3], numbers[2], numbers[1]].map(px).joined(separator: " ")
                declarations.append(("--lm-row-padding", padding))
            case "rowPaint": if let paint = tokenColor(numbers[...]) { declarations.append(("--lm-row-background", paint)) }
            case "fixed": declarations.append(("flex", "none"))
            case "priority": if let first { declarations.append(("flex-grow", number(max(0, first) + 1))) }
            case "lines":
                if let first {
                    declarations += [
                        ("display", "-webkit-box"), ("-webkit-box-orient", "vertical"), ("-webkit-line-clamp", number(first)),
                        ("overflow", "hidden"),
                    ]
                }
            default: continue
            }
        }
        if !transforms.isEmpty { declarations.append(("transform", transforms.joined(separator: " "))) }
        return declarations
    }

    /// A colour from four numbers of a token (red, green, blue, opacity in 0...1).
    static func tokenColor(_ numbers: ArraySlice<Double>) -> String? {
        let channels = Array(numbers)
        guard channels.count == 4 else { return nil }
        return color(HostColor(red: channels[0], green: channels[1], blue: channels[2], opacity: channels[3]))
    }

    /// Declarations for a shape: its outline width and corner radius.
    static func shapeDeclarations(_ properties: HostProperties, style: String) -> [(String, String)] {
        var declarations: [(String, String)] = []
        if style.hasSuffix(" stroke"), case .number(let width)? = properties[.number], width.isFinite {
            declarations.append(("border-width", px(max(0, width))))
        }
        if case .minimum(let radius)? = properties[.minimum], radius.isFinite { declarations.append(("border-radius", px(radius))) }
        if case .value(let paint)? = properties[.value], let gradient = gradient(paint) {
            if style.hasSuffix(" stroke") {
                declarations += gradientStroke(gradient)
            } else {
                declarations.append(("background", gradient))
            }
        }
        return declarations
    }

    /// A gradient outline: the gradient painted under the whole shape, border included, and a
    /// mask that keeps only the border (everything minus the padding box). CSS borders cannot
    /// take a gradient with rounded corners (`border-image` ignores `border-radius`); this keeps
    /// the shape's radius, so rounded rectangles, capsules and circles are outlined right.
    static func gradientStroke(_ gradient: String) -> [(String, String)] {
        let solid = "linear-gradient(black,black)"
        return [
            ("border-color", "transparent"),
            ("background", gradient + " border-box"),
            ("mask", "\(solid) padding-box,\(solid) border-box"),
            ("mask-composite", "exclude"),
        ]
    }
}
