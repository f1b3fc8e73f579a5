import LoomHost

/// Shows an alert over the content while `isPresented` is true. Tapping any of its buttons
/// dismisses the alert, then runs the button's action (which may present the next alert).
struct AlertModifier<Actions: View, Message: View>: ViewModifier {
    typealias Body = Never
    let title: String
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message
    /// A variant of the alert: `confirmationDialog` for an action sheet.
    var style: String? = nil

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        let isShown = node.graph.evaluateContent(of: node) { isPresented.wrappedValue }
        node.updateChild(content, at: 0, context: node.context)
        if isShown {
            let presenter = AlertElement(title: title, isPresented: isPresented, actions: actions, message: message, style: style)
            node.updateChild(presenter, at: 1, context: node.context)
        } else {
            node.removeChildren(from: 1)
        }
    }
}

/// The alert's host element: its title, then the message and the buttons as children.
struct AlertElement<Actions: View, Message: View>: BuiltinView {
    let title: String
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message
    let style: String?

    func _buildNodeTree(_ node: Node) {
        var properties: HostProperties = [.text(title)]
        if let style { properties.set(.style(style)) }
        // No dismiss event of its own: an alert closes through its buttons (Escape taps the one
        // marked `.keyboardShortcut(.cancelAction)`), so a cancel button's action always runs.
        node.buildHostElement(.alert, properties: properties)
        var context = node.context.forHostContent
        let isPresented = isPresented
        context.environment.dismissAlert = { isPresented.wrappedValue = false }
        node.updateChild(message, at: 0, context: context)
        if Actions.self == EmptyView.self {
            // SwiftUI's standard action for an alert without actions: it cancels, so Escape takes it.
            node.updateChild(Button("OK", role: .cancel) {}, at: 1, context: context)
        } else {
            node.updateChild(actions, at: 1, context: context)
        }
        if node.isPendingHostSync { node.syncHostChildren() }
    }
}

private struct DismissAlertKey: EnvironmentKey {
    static let defaultValue: (@MainActor () -> Void)? = nil
}

extension EnvironmentValues {
    /// Dismisses the alert the view is in, if any; buttons in an alert call it after their action.
    var dismissAlert: (@MainActor () -> Void)? {
        get { self[DismissAlertKey.self] }
        set { self[DismissAlertKey.self] = newValue }
    }
}

extension View {
    /// Presents an alert while `isPresented` is true.
    ///
    /// ```swift
    /// .alert("Delete?", isPresented: $confirming) {
    ///     Button("Delete", role: .destructive) { delete() }
    ///     Button("Cancel", role: .cancel) {}
    /// } message: {
    ///     Text("This cannot be undone.")
    /// }
    /// ```
    public func alert<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        modifier(AlertModifier(title: title, isPresented: isPresented, actions: actions(), message: message()))
    }

    /// Presents an alert with buttons and no message while `isPresented` is true.
    public func alert<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }
}
