import LoomHost

/// The DOM of a list with a selection: the ARIA listbox pattern, so the browser and screen
/// readers know the rows can be chosen and which are. A list without a selection stays a plain
/// `role="list"`.
///
/// The list is `role="listbox"` (with `aria-multiselectable` for a set), each selectable row
/// `role="option"` with `aria-selected` and a place in the tab order; the page script moves the
/// selection with the arrow keys (see `loom.js`, `listboxKey`).
enum SelectableListDOM {
    /// A list's role: `listbox` when its `value` says it has a selection.
    static func listAttributes(_ properties: HostProperties) -> [(name: String, value: String)] {
        switch properties.value {
        case "select-one": [("role", "listbox")]
        case "select-many": [("role", "listbox"), ("aria-multiselectable", "true")]
        default: [("role", "list")]
        }
    }

    /// A selectable row (a container styled `row…` that carries `isOn`) as an option.
    static func rowAttributes(kind: HostElementKind, properties: HostProperties) -> [(name: String, value: String)] {
        guard kind == .container, properties.style?.hasPrefix("row") == true, case .isOn(let selected)? = properties[.isOn] else {
            return []
        }
        return [("role", "option"), ("aria-selected", selected ? "true" : "false"), ("tabindex", "0")]
    }
}
