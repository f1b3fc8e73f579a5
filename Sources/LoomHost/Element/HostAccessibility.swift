/// What assistive technology and UI tests read about an element, set by SwiftUI's
/// `accessibilityLabel`, `accessibilityHint`, `accessibilityIdentifier` and
/// `accessibilityHidden`.
///
/// One property holding all four, rather than four properties: they are set together by the
/// same modifiers, travel to the same element, and most elements have none, so they cost one
/// slot only where they are used.
public struct HostAccessibility: Hashable, Sendable, Codable {
    /// Read instead of the element's own text (the web's `aria-label`).
    public var label: String?
    /// What happens when the element is used, read after the label (`aria-description`).
    public var hint: String?
    /// A stable name for tests, never shown or read aloud (`data-testid` on the web).
    public var identifier: String?
    /// Whether assistive technology skips the element and its content (`aria-hidden`).
    public var isHidden: Bool

    public init(label: String? = nil, hint: String? = nil, identifier: String? = nil, isHidden: Bool = false) {
        self.label = label
        self.hint = hint
        self.identifier = identifier
        self.isHidden = isHidden
    }

    /// Whether nothing is set: such a value is never put on an element.
    public var isEmpty: Bool { label == nil && hint == nil && identifier == nil && !isHidden }

    /// This value with the fields `inner` sets taken from `inner`: the modifier nearer the view
    /// wins, as the nearer `font` does.
    public func overridden(by inner: HostAccessibility) -> HostAccessibility {
        HostAccessibility(
            label: inner.label ?? label, hint: inner.hint ?? hint, identifier: inner.identifier ?? identifier,
            isHidden: inner.isHidden || isHidden)
    }
}
