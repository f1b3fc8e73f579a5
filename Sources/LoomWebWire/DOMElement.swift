import LoomHost

/// The DOM form of one host element: a tag, attributes and the element's own text.
///
/// The one mapping from host elements to the browser's DOM. The first render (``HTMLWriter``)
/// and every patch (``WireEncoder``) are computed from it, so the page script never needs to
/// know what a "vstack" or a "padding" is: it only inserts HTML and sets attributes and text.
public struct DOMElement: Hashable, Sendable {
    public var tag: String
    /// Attributes in a fixed order (`data-id` first), values unescaped.
    public var attributes: [(name: String, value: String)]
    /// The element's own text, shown before its children.
    public var text: String?
    /// Whether the element has no closing tag (`<input>`, `<hr>`).
    public var isVoid: Bool

    public init(tag: String, attributes: [(name: String, value: String)], text: String? = nil, isVoid: Bool = false) {
        self.tag = tag
        self.attributes = attributes
        self.text = text
        self.isVoid = isVoid
    }

    public static func == (lhs: DOMElement, rhs: DOMElement) -> Bool {
        lhs.tag == rhs.tag && lhs.text == rhs.text && lhs.isVoid == rhs.isVoid
            && lhs.attributes.elementsEqual(rhs.attributes) { $0.name == $1.name && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(tag)
        hasher.combine(text)
        for attribute in attributes {
            hasher.combine(attribute.name)
            hasher.combine(attribute.value)
        }
    }

    /// The value of an attribute, if present.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

extension DOMElement {
    /// The DOM form of a host element.
    public init(id: HostElementID, kind: HostElementKind, properties: HostProperties, events: HostEventSet) {
        // `data-id` first, then the class (the page script and stylesheet go by the first
        // class; a secure field is styled, and its events implied, as a text field).
        var attributes: [(name: String, value: String)] = []
        attributes.reserveCapacity(4)
        attributes.append(("data-id", String(id.rawValue)))
        attributes.append(("class", kind == .secureField ? "lm-textField lm-secureField" : "lm-" + kind.rawValue))
        var tag = "div"
        var text: String?
        var isVoid = false
        let css = CSSStyle(kind: kind, properties: properties)
        switch kind {
        case .root, .vstack, .hstack, .zstack, .scrollView, .spacer:
            break
        case .list:
            attributes += SelectableListDOM.listAttributes(properties)
        case .text:
            tag = "span"
            text = properties.text
        case .button:
            tag = "button"
            text = properties.text
        case .toggle:
            tag = "button"
            text = properties.text
            attributes.append(("role", "switch"))
            attributes.append(("aria-checked", properties[.isOn] == .isOn(true) ? "true" : "false"))
        case .textField:
            tag = "input"
            isVoid = true
            // `searchable` fields are search inputs: the browser adds its clear button and role.
            attributes.append(("type", properties.style == "search" ? "search" : "text"))
            if case .value(let value)? = properties[.value] { attributes.append(("value", value)) }
            if case .placeholder(let placeholder)? = properties[.placeholder] { attributes.append(("placeholder", placeholder)) }
        case .secureField:
            // The secret never goes to the page (not even its mask, whose length is a hint):
            // the user's typing is the only copy there. See `SecureField`.
            tag = "input"
            isVoid = true
            attributes.append(("type", "password"))
            attributes.append(("autocomplete", "current-password"))
            if case .placeholder(let placeholder)? = properties[.placeholder] { attributes.append(("placeholder", placeholder)) }
        case .divider:
            tag = "hr"
            isVoid = true
        case .image:
            let image = ImageDOM(properties: properties)
            tag = image.tag
            isVoid = image.isVoid
            attributes += image.attributes
        case .alert:
            attributes.append(("role", "alertdialog"))
            attributes.append(("aria-modal", "true"))
            attributes.append(("aria-label", properties.text ?? ""))
            attributes.append(("tabindex", "-1"))
            attributes.append(("data-title", properties.text ?? ""))
        default:
            let form = FormControlDOM(kind: kind, properties: properties)
            tag = form.tag
            text = form.text
            isVoid = form.isVoid
            attributes += form.attributes
        }
        if case .presentation(let presentation)? = properties[.presentation] {
            attributes.append(("data-presentation", presentation.rawValue))
            if presentation != .push {
                attributes.append(("role", "dialog"))
                attributes.append(("aria-modal", "true"))
                attributes.append(("tabindex", "-1"))
            }
        }
        attributes += FormControlDOM.sharedAttributes(kind: kind, properties: properties)
        attributes += StylingDOM.attributes(kind: kind, properties: properties)
        attributes += SelectableListDOM.rowAttributes(kind: kind, properties: properties)
        attributes += LazyRowsDOM.attributes(kind: kind, properties: properties)
        if case .accessibility(let accessibility)? = properties[.accessibility] {
            Self.addAccessibility(accessibility, to: &attributes)
        }
        if properties[.disabled] == .disabled(true) { attributes.append(("disabled", "")) }
        // A control reporting just its kind's own event (a button's tap) leaves it implied; the
        // page script knows the defaults. It keeps every patch a little smaller.
        if events != Self.defaultEvents(of: kind) { attributes.append(("data-ev", Self.eventNames(events))) }
        if !css.isEmpty { attributes.append(("style", css.declarations)) }
        self.init(tag: tag, attributes: attributes, text: text, isVoid: isVoid)
    }

    /// `aria-label` (replacing one the kind gave, such as an image's symbol name),
    /// `aria-description` for the hint (ARIA 1.3's attribute for it; `title` would also show a
    /// tooltip the app did not ask for), `data-testid` for the identifier (the name Testing
    /// Library, Playwright and Cypress look up) and `aria-hidden`.
    static func addAccessibility(_ accessibility: HostAccessibility, to attributes: inout [(name: String, value: String)]) {
        if let label = accessibility.label {
            attributes.removeAll { $0.name == "aria-label" }
            attributes.append(("aria-label", label))
        }
        if let hint = accessibility.hint { attributes.append(("aria-description", hint)) }
        if let identifier = accessibility.identifier { attributes.append(("data-testid", identifier)) }
        if accessibility.isHidden { attributes.append(("aria-hidden", "true")) }
    }

    /// The events an element of `kind` reports unless its `data-ev` says otherwise.
    static func defaultEvents(of kind: HostElementKind) -> HostEventSet {
        switch kind {
        case .button: .tap
        case .textField, .secureField: .textChange
        case .toggle: .toggleChange
        default: []
        }
    }

    static func eventNames(_ events: HostEventSet) -> String {
        var names: [String] = []
        if events.contains(.tap) { names.append("tap") }
        if events.contains(.textChange) { names.append("text") }
        if events.contains(.toggleChange) { names.append("toggle") }
        if events.contains(.dismiss) { names.append("dismiss") }
        if events.contains(.valueChange) { names.append("value") }
        if events.contains(.submit) { names.append("submit") }
        if events.contains(.focusChange) { names.append("focus") }
        if events.contains(.hover) { names.append("hover") }
        return names.joined(separator: " ")
    }
}

extension HostProperties {
    /// The `.text` property's string, if any.
    var text: String? {
        if case .text(let text)? = self[.text] { return text }
        return nil
    }
}
