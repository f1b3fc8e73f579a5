import LoomHost

/// A control that performs an action when tapped, labelled with a title or with any content.
///
/// ```swift
/// Button("Save") { save() }
/// Button(action: share) { HStack { Image(systemName: "square.and.arrow.up"); Text("Share") } }
/// ```
/// `.disabled(true)` on it or on an ancestor makes it ignore taps.
public struct Button: BuiltinView {
    /// The title, empty when the button has label content instead.
    public var title: String
    /// What the button does when tapped.
    public var action: @MainActor () -> Void
    /// The button's role (used by alerts: a cancel button, a destructive one).
    public var role: ButtonRole?
    let label: AnyView?

    public init(_ title: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.role = role
        self.action = action
        self.label = nil
    }

    public init<Label: View>(role: ButtonRole? = nil, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.title = ""
        self.role = role
        self.action = action
        self.label = AnyView(label())
    }

    public func _buildNodeTree(_ node: Node) {
        var properties: HostProperties = []
        if !title.isEmpty { properties.set(.text(title)) }
        node.controlProperties(into: &properties)
        if let shortcut = node.context.environment.buttonShortcut(role: role) { properties.set(.shortcut(shortcut)) }
        let action = action
        var handlers: HostEventHandlers
        if let dismiss = node.context.environment.dismissAlert {
            // Dismissed first, as in SwiftUI: an action that presents the next alert (even on
            // the same binding) is not closed again by its own button.
            handlers = HostEventHandlers(onTap: {
                dismiss()
                action()
            })
        } else {
            handlers = HostEventHandlers(onTap: action)
        }
        node.controlHandlers(&handlers)
        if let label {
            node.buildHostContainer(.button, properties: properties, handlers: handlers, content: label)
        } else {
            node.buildHostElement(.button, properties: properties, handlers: handlers)
        }
    }
}

/// What a button does, for containers (alerts) that treat roles differently.
public enum ButtonRole: Hashable, Sendable {
    case cancel, destructive
}
