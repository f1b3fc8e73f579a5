import LoomHost

/// SwiftUI's accessibility modifiers. The web page shows them as `aria-label`,
/// `aria-description`, `data-testid` and `aria-hidden`; the text renderer prints them as
/// `a11y=(…)`; `ViewHarness` finds elements by label and identifier.
///
/// ```swift
/// Button { delete() } label: { Image(systemName: "trash") }
///     .accessibilityLabel("Delete")
///     .accessibilityHint("Removes the item")
///     .accessibilityIdentifier("delete-button")
/// ```
extension View {
    /// A label read by assistive technology instead of the view's own text.
    public func accessibilityLabel(_ label: String) -> some View {
        modifier(AccessibilityModifier(accessibility: HostAccessibility(label: label)))
    }

    /// A label read by assistive technology instead of the view's own text.
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibilityLabel(label.content)
    }

    /// What using the view does, read after its label.
    public func accessibilityHint(_ hint: String) -> some View {
        modifier(AccessibilityModifier(accessibility: HostAccessibility(hint: hint)))
    }

    /// What using the view does, read after its label.
    public func accessibilityHint(_ hint: Text) -> some View {
        accessibilityHint(hint.content)
    }

    /// A name for UI tests to find the view by; never shown or read aloud.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityModifier(accessibility: HostAccessibility(identifier: identifier)))
    }

    /// Hides the view and its content from assistive technology (it stays visible), for
    /// decoration that would only be noise when read aloud.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(AccessibilityModifier(accessibility: HostAccessibility(isHidden: hidden)))
    }

    /// The older spelling of ``accessibilityLabel(_:)-(Text)``.
    public func accessibility(label: Text) -> some View {
        accessibilityLabel(label)
    }

    /// The older spelling of ``accessibilityHint(_:)-(Text)``.
    public func accessibility(hint: Text) -> some View {
        accessibilityHint(hint)
    }

    /// The older spelling of ``accessibilityIdentifier(_:)``.
    public func accessibility(identifier: String) -> some View {
        accessibilityIdentifier(identifier)
    }

    /// The older spelling of ``accessibilityHidden(_:)``.
    public func accessibility(hidden: Bool) -> some View {
        accessibilityHidden(hidden)
    }
}
