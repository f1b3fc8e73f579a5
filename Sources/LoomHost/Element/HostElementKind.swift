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
}
