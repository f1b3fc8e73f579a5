import LoomHost

/// The inline style of one element, from its layout and style properties.
///
/// Box modifiers map onto the element's own box: paddings add up, the last background wins,
/// frames set sizes. That flattens orders a nested layout could tell apart (a background
/// applied before an outer padding paints under it here), a simplification the text renderer
/// does not make.
struct CSSStyle {
    /// Written as bytes (``UTF8Buffer``): every element a patch or an insert writes computes its
    /// style, so each declaration is a few copies, not strings made and joined.
    private var written = UTF8Buffer()

    var declarations: String { written.string }

    var isEmpty: Bool { written.bytes.isEmpty }

    private mutating func add(_ property: String, _ value: String) {
        if !isEmpty { written.append(byte: UInt8(ascii: ";")) }
        written.append(property)
        written.append(byte: UInt8(ascii: ":"))
        written.append(value)
    }

    init(kind: HostElementKind, properties: HostProperties) {
        var padding = HostEdgeInsets()
        var hasPadding = false
        var painted: HostColor?
        for property in properties {
            switch property {
            case .spacing(let spacing):
                add(kind == .spacer ? "min-width" : "gap", Self.px(spacing))
            case .alignment(let alignment):
                add(kind == .zstack ? "place-items" : "align-items", Self.flexAlignment(alignment, zstack: kind == .zstack))
            case .foreground(let color):
                add("color", Self.textColor(color, kind: kind, style: properties.style))
            case .font(let font):
                let resolved = Self.font(font)
                add("font-size", resolved.size)
                add("font-weight", resolved.weight)
                if font.monospaced { add("font-family", "ui-monospace,monospace") }
            case .bold(let isBold):
                add("font-weight", isBold ? "700" : "400")
            case .modifiers(let modifiers):
                for modifier in modifiers {
                    switch modifier {
                    case .padding(let insets):
                        hasPadding = true
                        padding.top += insets.top
                        padding.leading += insets.leading
                        padding.bottom += insets.bottom
                        padding.trailing += insets.trailing
                    case .background(let color):
                        painted = color
                        add("background-color", Self.color(color))
                    case .opacity(let opacity):
                        add("opacity", Self.number(opacity))
                    case .frame(let frame):
                        addFrame(frame)
                    }
                }
            case .animation(let animation):
                // A lazy stack's padding stands for rows not built (LazyRowsDOM): animated, it
                // would misplace the rows a scrollTo just built while the page scrolls to them.
                guard properties[.lazyRows] == nil else { break }
                // An `animation(_:value:)` scope is played by the page script, and only for the
                // update that changed its value: a CSS transition on the scope would animate its
                // own inherited colours (a switch of colour scheme) whatever changed.
                guard properties.style != "animated" else { break }
                let delay = animation.delay > 0 && animation.delay.isFinite ? " \(Self.number(animation.delay))s" : ""
                add("transition", "all \(Self.number(animation.duration))s \(Self.timing(animation.curve))" + delay)
            case .text, .value, .placeholder, .isOn, .systemImage, .message, .disabled, .presentation,
                .number, .minimum, .maximum, .step, .style, .url, .focused, .shortcut, .keyboard, .accessibility:
                break
            case .lazyRows(let rows):
                // Rows not built are empty space, so the scroll bar spans the whole list.
                hasPadding = true
                LazyRowsDOM.addSpace(for: rows, kind: kind, to: &padding)
            }
        }
        if kind == .container, let style = properties.style, style == "vgrid" || style == "hgrid",
            case .value(let tokens)? = properties[.value]
        {
            add(style == "vgrid" ? "grid-template-columns" : "grid-template-rows", Self.gridTracks(tokens))
            if style == "hgrid" { add("grid-auto-flow", "column") }
        }
        if kind == .container, let style = properties.style {
            var paint: HostColor?
            if case .foreground(let color)? = properties[.foreground] { paint = color }
            if style == "effect", case .value(let tokens)? = properties[.value] {
                for (name, value) in Self.effectDeclarations(tokens, color: paint) { add(name, value) }
            } else if style.hasPrefix("shape ") {
                for (name, value) in Self.shapeDeclarations(properties, style: style) { add(name, value) }
            }
        }
        if let painted, properties[.foreground] == nil, let text = Self.readableText(on: painted) { add("color", text) }
        if hasPadding {
            add("padding", [padding.top, padding.trailing, padding.bottom, padding.leading].map(Self.px).joined(separator: " "))
        }
    }

    private mutating func addFrame(_ frame: HostFrame) {
        func size(_ name: String, _ value: Double?) {
            guard let value else { return }
            add(name, value.isInfinite ? "100%" : Self.px(value))
        }
        size("width", frame.width)
        size("height", frame.height)
        size("min-width", frame.minWidth)
        size("max-width", frame.maxWidth)
        size("min-height", frame.minHeight)
        size("max-height", frame.maxHeight)
        if frame.maxWidth?.isInfinite == true { add("align-self", "stretch") }
    }

    static func px(_ value: Double) -> String { number(value) + "px" }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    static func color(_ color: HostColor) -> String {
        // Theme colours follow the scheme through variables; one made more transparent with
        // `opacity` is mixed with transparency, so the opacity is not lost.
        let themed: [String: (variable: String, opacity: Double)] = [
            "primary": ("var(--lm-primary)", 1), "secondary": ("var(--lm-secondary)", 0.6), "accent": ("var(--lm-accent)", 1),
            "background": ("var(--lm-surface)", 1),
        ]
        if let name = color.name, let theme = themed[name] {
            if color.opacity == theme.opacity { return theme.variable }
            let share = min(100, max(0, color.opacity / theme.opacity * 100))
            return "color-mix(in srgb,\(theme.variable) \(number(share))%,transparent)"
        }
        let channels = [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded())) }
        return "rgba(\(channels.joined(separator: ",")),\(number(color.opacity)))"
    }

    static func font(_ font: HostFont) -> (size: String, weight: String) {
        let sizes: [HostTextStyle: (Double, Int)] = [
            .largeTitle: (34, 400), .title: (28, 400), .title2: (22, 400), .title3: (20, 400), .headline: (17, 600),
            .subheadline: (15, 400), .body: (17, 400), .callout: (16, 400), .footnote: (13, 400), .caption: (12, 400),
            .caption2: (11, 400),
        ]
        let styleDefaults = font.style.flatMap { sizes[$0] } ?? (17, 400)
        let size = font.size ?? styleDefaults.0
        let weights: [HostFontWeight: Int] = [
            .ultraLight: 100, .thin: 200, .light: 300, .regular: 400, .medium: 500, .semibold: 600, .bold: 700,
            .heavy: 800, .black: 900,
        ]
        let weight = font.weight.flatMap { weights[$0] } ?? styleDefaults.1
        return (px(size), String(weight))
    }

    static func flexAlignment(_ alignment: HostAlignment, zstack: Bool) -> String {
        switch alignment {
        case .center: "center"
        case .leading, .top: "flex-start"
        case .trailing, .bottom: "flex-end"
        case .topLeading: zstack ? "start start" : "flex-start"
        case .topTrailing: zstack ? "start end" : "flex-end"
        case .bottomLeading: zstack ? "end start" : "flex-start"
        case .bottomTrailing: zstack ? "end end" : "flex-end"
        }
    }

    static func timing(_ curve: String) -> String {
        switch curve {
        case "linear": "linear"
        case "easeIn": "ease-in"
        case "easeOut": "ease-out"
        case "spring": "cubic-bezier(.5,1.6,.4,.8)"
        default: "ease-in-out"
        }
    }
}
