import LoomHost

/// A screen in a navigation flow: pushed or presented modally, and dismissible by the user
/// (the browser's back button sends a dismiss to the topmost one).
///
/// ```swift
/// ScreenContainer(presentation: .modal, onDismiss: { router.hide("settings") }) {
///     SettingsView()
/// }
/// ```
public struct ScreenContainer<Content: View>: BuiltinView {
    public var presentation: HostPresentation
    public var onDismiss: (@MainActor () -> Void)?
    public var content: Content

    public init(
        presentation: HostPresentation = .push, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.presentation = presentation
        self.onDismiss = onDismiss
        self.content = content()
    }

    public func _buildNodeTree(_ node: Node) {
        node.buildHostContainer(
            .container, properties: [.presentation(presentation)], handlers: HostEventHandlers(onDismiss: onDismiss),
            content: content)
    }
}
