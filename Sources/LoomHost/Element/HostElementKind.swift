/// What a host element is: the renderer picks its presentation from this.
public enum HostElementKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// The root of a tree; there is exactly one.
    case root
    /// A run of text.
    case text
    /// A control that reports taps.
    case button
    /// An editable single line of text that reports each change.
    case textField
    /// A text field for secrets (passwords): renderers show its value masked, and a remote
    /// renderer never sends it back to the page. Its `value` property holds a mask, not the secret.
    case secureField
    /// An on/off switch that reports each change.
    case toggle
    /// Children laid out top to bottom.
    case vstack
    /// Children laid out leading to trailing.
    case hstack
    /// Children laid over each other.
    case zstack
    /// Flexible empty space along the enclosing stack's axis.
    case spacer
    /// A thin line separating content.
    case divider
    /// Content that scrolls when it does not fit.
    case scrollView
    /// A vertical list of rows.
    case list
    /// A named symbol.
    case image
    /// A modal alert with a title, a message and action buttons (its children).
    case alert
    /// A plain box that groups children; imperative views build on it.
    case container
    /// A form: grouped rows of controls (`Form`).
    case form
    /// A titled group of rows in a form or list; its header and footer are children styled
    /// `header` and `footer` (`Section`).
    case section
    /// A choice of one option among its children (`Picker`); `value` is the chosen option's index.
    case picker
    /// One choice of a picker; `isOn` when it is the chosen one.
    case option
    /// A number chosen along a range (`Slider`): `number`, `minimum`, `maximum`, `step`.
    case slider
    /// A date (`DatePicker`): `value` is the ISO date `yyyy-MM-dd`, or date and time.
    case datePicker
    /// Editable text of several lines (`TextEditor`).
    case textEditor
    /// How far a task has come (`ProgressView`): `number` of `maximum`, or indeterminate.
    case progress
    /// A link to a web address (`url`) that the renderer opens itself (`Link`).
    case link
    /// Content shown or hidden under a label (`DisclosureGroup`, `Menu` when styled `menu`):
    /// the first child is the label, `isOn` when expanded.
    case disclosure
    /// A navigation stack: its children are screens, and only the last one shows.
    case navigationStack
    /// A screen's bar: its title and toolbar items.
    case navigationBar
    /// A heading: a screen's title.
    case heading
}
