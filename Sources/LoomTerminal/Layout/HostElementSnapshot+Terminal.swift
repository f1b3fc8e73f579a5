import LoomHost

/// The properties the terminal layout reads, as plain values.
extension HostElementSnapshot {
    var textValue: String? {
        if case .text(let text)? = properties[.text] { return text }
        return nil
    }

    var fieldValue: String {
        if case .value(let value)? = properties[.value] { return value }
        return ""
    }

    var placeholderValue: String {
        if case .placeholder(let value)? = properties[.placeholder] { return value }
        return ""
    }

    var messageValue: String? {
        if case .message(let value)? = properties[.message] { return value }
        return nil
    }

    var isOnValue: Bool { properties[.isOn] == .isOn(true) }

    var isDisabled: Bool { properties[.disabled] == .disabled(true) }

    var spacingValue: Double? {
        if case .spacing(let value)? = properties[.spacing] { return value }
        return nil
    }

    var alignmentValue: HostAlignment? {
        if case .alignment(let value)? = properties[.alignment] { return value }
        return nil
    }

    var symbolName: String? {
        if case .systemImage(let value)? = properties[.systemImage] { return value }
        return nil
    }

    var boxModifiers: [HostBoxModifier] {
        var modifiers: [HostBoxModifier] = []
        if case .modifiers(let value)? = properties[.modifiers] { modifiers = value }
        if let lazyRowPadding { modifiers.insert(lazyRowPadding, at: 0) }
        return modifiers
    }

    var presentationValue: HostPresentation? {
        if case .presentation(let value)? = properties[.presentation] { return value }
        return nil
    }

    /// Whether the element is drawn over everything else (an alert, a modal screen) rather
    /// than in the flow of its parent.
    var isOverlay: Bool { kind == .alert || presentationValue == .modal || presentationValue == .fullScreen }

    /// Whether keyboard focus can rest on the element.
    var isFocusable: Bool {
        // A lazy stack's value events are the renderer's own reports of visible rows.
        !isDisabled && !events.isDisjoint(with: [.tap, .textChange, .toggleChange, .valueChange]) && properties[.lazyRows] == nil
    }

    /// Whether the element takes typed text.
    var isTextEntry: Bool { kind == .textField || kind == .secureField || kind == .textEditor }

    func numberValue(_ key: HostProperty.Key) -> Double? {
        switch properties[key] {
        case .number(let value)?, .minimum(let value)?, .maximum(let value)?, .step(let value)?: value
        default: nil
        }
    }

    var styleValue: String? {
        if case .style(let value)? = properties[.style] { return value }
        return nil
    }

    /// A switch (a toggle in its default or `.switch` style) takes the width a horizontal stack
    /// offers it, as SwiftUI's does: its row's trailing views go to the row's trailing edge.
    /// Button and checkbox toggles keep their own width.
    var isSwitch: Bool {
        kind == .toggle && styleValue != "button" && styleValue != "checkbox"
    }

    /// The text an option (or any element) shows: its own, or its descendants'.
    var shownText: String { textValue ?? labels.joined(separator: " ") }

    /// The style of the element's own text: its colour, and bold for bold fonts and titles.
    var textStyle: CellStyle {
        var style = CellStyle()
        if case .foreground(let color)? = properties[.foreground] {
            style.foreground = TerminalColor(color)
        } else if kind == .button, styleValue == "destructive" {
            style.foreground = .standard(9)  // red, as `Color.red` draws
        }
        if properties[.bold] == .bold(true) { style.bold = true }
        if case .font(let font)? = properties[.font] {
            switch font.weight {
            case .semibold?, .bold?, .heavy?, .black?: style.bold = true
            case .ultraLight?, .thin?, .light?: style.dim = true
            default: break
            }
            switch font.style {
            case .largeTitle?, .title?, .title2?, .title3?, .headline?: style.bold = true
            case .caption?, .caption2?, .footnote?: style.dim = style.foreground == nil
            default: break
            }
        }
        if isDisabled { style.dim = true }
        return style
    }
}
