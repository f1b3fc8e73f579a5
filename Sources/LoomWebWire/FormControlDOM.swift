import Foundation
import LoomHost

/// The DOM form of the controls and containers of forms, navigation and presentation: real form
/// controls (`select`, `input type=range`, `input type=date`, `textarea`, `progress`), `details`
/// for disclosures and menus, headings and landmarks, so the browser's own keyboard handling and
/// accessibility apply. Split from ``DOMElement`` to keep each mapping small.
struct FormControlDOM {
    var tag = "div"
    var text: String?
    var isVoid = false
    var attributes: [(name: String, value: String)] = []

    init(kind: HostElementKind, properties: HostProperties) {
        let style = properties.style
        switch kind {
        case .form:
            tag = "form"
            attributes.append(("novalidate", ""))
        case .section:
            tag = "section"
        case .container:
            // A section's header and footer, a disclosure's label, and other parts named by style.
            switch style {
            case "header": tag = "header"
            case "footer": tag = "footer"
            case "summary": tag = "summary"
            default: break
            }
        case .picker:
            if Self.isChoiceGroup(style) {
                attributes.append(("role", "radiogroup"))
            } else {
                tag = "select"
            }
            if let label = properties.text { attributes.append(("aria-label", label)) }
            if let value = properties.value { attributes.append(("value", value)) }
        case .option:
            if Self.isChoiceGroup(style) {
                tag = "button"
                attributes.append(("type", "button"))
                attributes.append(("role", "radio"))
                attributes.append(("aria-checked", properties[.isOn] == .isOn(true) ? "true" : "false"))
            } else {
                tag = "option"
                if let value = properties.value { attributes.append(("value", value)) }
                if properties[.isOn] == .isOn(true) { attributes.append(("selected", "")) }
            }
            text = properties.text
        case .slider:
            tag = "input"
            isVoid = true
            attributes.append(("type", "range"))
            if case .minimum(let minimum)? = properties[.minimum] { attributes.append(("min", Self.number(minimum))) }
            if case .maximum(let maximum)? = properties[.maximum] { attributes.append(("max", Self.number(maximum))) }
            if case .step(let step)? = properties[.step] { attributes.append(("step", Self.number(step))) } else { attributes.append(("step", "any")) }
            if case .number(let value)? = properties[.number] { attributes.append(("value", Self.number(value))) }
            if let label = properties.text { attributes.append(("aria-label", label)) }
        case .datePicker:
            tag = "input"
            isVoid = true
            attributes.append(("type", style == "dateTime" ? "datetime-local" : style == "time" ? "time" : "date"))
            if let value = properties.value { attributes.append(("value", value)) }
            if let label = properties.text { attributes.append(("aria-label", label)) }
        case .textEditor:
            // The page script copies `value` into the textarea (an attribute alone would not show).
            tag = "textarea"
            if let value = properties.value { attributes.append(("value", value)) }
            if case .placeholder(let placeholder)? = properties[.placeholder] { attributes.append(("placeholder", placeholder)) }
        case .progress:
            tag = "progress"
            if case .number(let value)? = properties[.number] { attributes.append(("value", Self.number(value))) }
            if case .maximum(let maximum)? = properties[.maximum] { attributes.append(("max", Self.number(maximum))) }
            if let label = properties.text { attributes.append(("aria-label", label)) }
        case .link:
            tag = "a"
            text = properties.text
            // Only web and mail addresses: a `javascript:` address would run script on the page.
            if case .url(let url)? = properties[.url], Self.isSafe(url) {
                attributes.append(("href", url))
                attributes.append(("target", "_blank"))
                attributes.append(("rel", "noopener noreferrer"))
            }
        case .disclosure:
            tag = "details"
            if properties[.isOn] == .isOn(true) { attributes.append(("open", "")) }
        case .navigationStack:
            break
        case .navigationBar:
            tag = "header"
        case .heading:
            tag = "h1"
            text = properties.text
        default:
            break
        }
    }

    /// Attributes any element may carry: focus the app asked for, a keyboard shortcut, and
    /// keyboard hints of a field.
    static func sharedAttributes(kind: HostElementKind, properties: HostProperties) -> [(name: String, value: String)] {
        var attributes: [(name: String, value: String)] = []
        if let style = properties.style { attributes.append(("data-style", style)) }
        if properties[.focused] == .focused(true) { attributes.append(("data-focused", "")) }
        if case .shortcut(let shortcut)? = properties[.shortcut] {
            attributes.append(("data-shortcut", shortcut))
            attributes.append(("aria-keyshortcuts", shortcut.replacingOccurrences(of: "cmd", with: "Control")))
        }
        if case .keyboard(let hints)? = properties[.keyboard] {
            let parts = hints.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if let mode = parts.first, !mode.isEmpty { attributes.append(("inputmode", mode)) }
            if parts.count > 1, !parts[1].isEmpty { attributes.append(("enterkeyhint", parts[1])) }
        }
        return attributes
    }

    /// Segmented and inline pickers show their options side by side as radio buttons.
    static func isChoiceGroup(_ style: String?) -> Bool {
        style == "segmented" || style == "inline" || style == "radioGroup"
    }

    /// Web and mail addresses, and paths on the page's own site (`/help`; not `//host` or
    /// `/\\host`, which browsers read as another site).
    static func isSafe(_ url: String) -> Bool {
        let lower = url.lowercased()
        if lower.hasPrefix("/") { return !lower.hasPrefix("//") && !lower.hasPrefix("/\\") }
        return lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("mailto:")
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension HostProperties {
    /// The `.style` property's string, if any.
    var style: String? {
        if case .style(let style)? = self[.style] { return style }
        return nil
    }

    /// The `.value` property's string, if any.
    var value: String? {
        if case .value(let value)? = self[.value] { return value }
        return nil
    }
}
