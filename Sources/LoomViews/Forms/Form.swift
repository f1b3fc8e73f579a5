import LoomHost

/// A container of grouped controls for data entry, such as a settings screen.
///
/// ```swift
/// Form {
///     Section("Profile") { TextField("Name", text: $name) }
///     Section { Toggle("Notifications", isOn: $notify) }
/// }
/// ```
/// On the web it is a real `<form>`; Enter in a field never submits it to the server (the page
/// sends an `onSubmit` event instead).
public struct Form<Content: View>: BuiltinView {
    public var content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _buildNodeTree(_ node: Node) {
        node.buildHostContainer(.form, properties: [], content: content)
    }
}
