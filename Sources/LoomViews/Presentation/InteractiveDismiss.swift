import LoomHost

extension View {
    /// Keeps the user from closing the sheet or cover this view is in: Escape and the browser's
    /// back button no longer dismiss it. The app still can, with `@Environment(\.dismiss)` or
    /// its binding, as in SwiftUI (where the swipe down stops working).
    ///
    /// ```swift
    /// EditForm(draft: $draft)
    ///     .interactiveDismissDisabled(draft.hasChanges)
    /// ```
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(InteractiveDismissModifier(isDisabled: isDisabled))
    }
}

/// Tells the presented screen around it whether the user may close it.
struct InteractiveDismissModifier: ViewModifier {
    typealias Body = Never
    let isDisabled: Bool

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        node.context.environment.presentationDismissal?.setDisabled(isDisabled)
        node.updateChild(content, at: 0, context: node.context)
    }
}

/// Whether a presented screen answers the user's dismiss (Escape, the back button), and the
/// host element that says so.
///
/// SwiftUI passes `interactiveDismissDisabled` up to the presentation as a preference. Loom
/// has no preferences: the screen hands this object down through the environment, and the
/// modifier, built after the screen's element, changes the element's handlers directly. The
/// page learns it as it learns any change of events (the screen loses `dismiss`), so Escape
/// and the back button leave the screen alone and the server would refuse a stale dismiss.
@MainActor
final class PresentationDismissal {
    private(set) var isDisabled = false
    /// The presented screen's element and tree, once built. The tree is the graph's, which
    /// outlives every node (and so this object, held by the screen's state).
    private var element: (id: HostElementID, tree: HostTree)?
    /// What the user's dismiss does while it is allowed (the presentation's own close).
    var close: @MainActor () -> Void = {}

    /// The handlers the screen's element should have now.
    var handlers: HostEventHandlers {
        isDisabled ? HostEventHandlers() : HostEventHandlers(onDismiss: close)
    }

    func attach(_ id: HostElementID, in tree: HostTree) {
        element = (id, tree)
    }

    func setDisabled(_ disabled: Bool) {
        guard disabled != isDisabled else { return }
        isDisabled = disabled
        if let element { element.tree.setHandlers(handlers, of: element.id) }
    }
}

private struct PresentationDismissalKey: EnvironmentKey {
    static var defaultValue: PresentationDismissal? { nil }
}

extension EnvironmentValues {
    /// The presented screen the view is in, for `interactiveDismissDisabled`.
    var presentationDismissal: PresentationDismissal? {
        get { self[PresentationDismissalKey.self] }
        set { self[PresentationDismissalKey.self] = newValue }
    }
}
