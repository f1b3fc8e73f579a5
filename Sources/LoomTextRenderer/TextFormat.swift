import LoomHost

/// How each property reads in the text rendering: short, stable, and unambiguous (strings are
/// quoted and escaped, so a newline in a label cannot fake a line of the tree).
enum TextFormat {
    static func describe(_ property: HostProperty) -> String {
        switch property {
        case .text(let text): quoted(text)
        case .value(let value): "value=" + quoted(value)
        case .placeholder(let text): "placeholder=" + quoted(text)
        case .isOn(let isOn): isOn ? "on" : "off"
        case .spacing(let spacing): "spacing=\(number(spacing))"
        case .alignment(let alignment): "alignment=\(alignment.rawValue)"
        case .systemImage(let name): "symbol=" + quoted(name) + " " + String(HostSymbolText.form(for: name))
        case .message(let message): "message=" + quoted(message)
        case .foreground(let color): "foreground=\(describe(color))"
        case .font(let font): "font=\(describe(font))"
        case .bold(let isBold): isBold ? "bold" : "regular"
        case .disabled(let isDisabled): isDisabled ? "disabled" : "enabled"
        case .modifiers(let modifiers): modifiers.map(describe).joined(separator: " ")
        case .animation(let animation): "animation=\(animation.curve)(\(number(animation.duration)))"
        case .presentation(let presentation): "presentation=\(presentation.rawValue)"
        case .number(let value): "number=\(number(value))"
        case .minimum(let value): "min=\(number(value))"
        case .maximum(let value): "max=\(number(value))"
        case .step(let value): "step=\(number(value))"
        case .style(let style): "style=\(style)"
        case .url(let url): "url=" + quoted(url)
        case .focused(let isFocused): isFocused ? "focused" : "unfocused"
        case .shortcut(let shortcut): "shortcut=\(shortcut)"
        case .keyboard(let hints): "keyboard=\(hints)"
        case .lazyRows(let rows): "rows=\(rows.first)..<\(rows.first + rows.count) of \(rows.total) extent=\(number(rows.extent))"
        case .accessibility(let accessibility): describe(accessibility)
        }
    }

    static func describe(_ events: HostEventSet) -> String {
        var names: [String] = []
        if events.contains(.tap) { names.append("tap") }
        if events.contains(.textChange) { names.append("text") }
        if events.contains(.toggleChange) { names.append("toggle") }
        if events.contains(.dismiss) { names.append("dismiss") }
        if events.contains(.valueChange) { names.append("value") }
        if events.contains(.submit) { names.append("submit") }
        if events.contains(.focusChange) { names.append("focus") }
        if events.contains(.hover) { names.append("hover") }
        return names.joined(separator: ",")
    }

    static func describe(_ modifier: HostBoxModifier) -> String {
        switch modifier {
        case .padding(let insets): "padding=\(describe(insets))"
        case .frame(let frame): "frame=\(describe(frame))"
        case .background(let color): "background=\(describe(color))"
        case .opacity(let opacity): "opacity=\(number(opacity))"
        }
    }

    /// `a11y=(label:"Close" hint:"…" id:"close" hidden)`: only the fields that are set.
    static func describe(_ accessibility: HostAccessibility) -> String {
        var parts: [String] = []
        if let label = accessibility.label { parts.append("label:" + quoted(label)) }
        if let hint = accessibility.hint { parts.append("hint:" + quoted(hint)) }
        if let identifier = accessibility.identifier { parts.append("id:" + quoted(identifier)) }
        if accessibility.isHidden { parts.append("hidden") }
        return "a11y=(" + parts.joined(separator: " ") + ")"
    }

    static func describe(_ color: HostColor) -> String {
        if let name = color.name { return color.opacity == 1 || name == "clear" ? name : "\(name)@\(number(color.opacity))" }
        let components = [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded()), radix: 16) }
        return "#" + components.map { $0.count == 1 ? "0" + $0 : $0 }.joined() + (color.opacity == 1 ? "" : "@\(number(color.opacity))")
    }

    static func describe(_ font: HostFont) -> String {
        var parts: [String] = []
        if let style = font.style { parts.append(style.rawValue) }
        if let size = font.size { parts.append(number(size)) }
        if let weight = font.weight { parts.append(weight.rawValue) }
        if font.monospaced { parts.append("monospaced") }
        return parts.joined(separator: ",")
    }

    static func describe(_ insets: HostEdgeInsets) -> String {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
        if Set(values).count == 1 { return number(insets.top) }
        return values.map(number).joined(separator: ",")
    }

    static func describe(_ frame: HostFrame) -> String {
        var parts: [String] = []
        func add(_ name: String, _ value: Double?) {
            if let value { parts.append("\(name):\(value.isInfinite ? "inf" : number(value))") }
        }
        add("w", frame.width)
        add("h", frame.height)
        add("minW", frame.minWidth)
        add("maxW", frame.maxWidth)
        add("minH", frame.minHeight)
        add("maxH", frame.maxHeight)
        if frame.alignment != .center { parts.append(frame.alignment.rawValue) }
        return "(" + parts.joined(separator: " ") + ")"
    }

    /// A count with thousands separated by commas (`99,950`), the same in every locale.
    static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return count < 0 ? "-" + result : result
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text.unicodeScalars {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if character.value < 0x20 {
                    result += "\\u{\(String(character.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(character)
                }
            }
        }
        return result + "\""
    }
}
