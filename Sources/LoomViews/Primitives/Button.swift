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
        var properties = title.isEmpty ? HostProperties() : HostProperties(.text(title))
        node.controlProperties(into: &properties)
        if let role { properties.set(.style(role.hostStyle)) }
        if let shortcut = node.context.environment.buttonShortcut(role: role) { properties.set(.shortcut(shortcut)) }
        let action = Self.currentAction(of: node)
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

extension Button {
    /// A parent's body makes a new action closure every time it runs, so comparing whole
    /// values would rebuild every button of a re-run body (two per row of a table whose label
    /// changed) to change nothing the host shows. What the host shows is the title, the role
    /// and the context; the action is read from the node when the button is tapped (see
    /// ``currentAction(of:)``), and the newest one is stored even when the rest is the same
    /// (``_keepNewParts(of:in:)``). A button with label content compares whole, as before.
    public static func _isSameValue(_ lhs: Button, _ rhs: Button, at node: Node) -> Bool {
        // Asked in place (`isNil`): `label == nil` copied and destroyed each label, an `AnyView?`
        // (about 230 instructions per button compared).
        guard isNil(lhs.label), isNil(rhs.label) else { return node.graph.areEqual(lhs, rhs, at: node) }
        return lhs.title == rhs.title && lhs.role == rhs.role
    }

    /// The newest action; the title, role and label are the stored ones, found the same.
    public static func _keepNewParts(of new: Button, in stored: inout Button) {
        stored.action = new.action
    }

    /// The tap handler: the action of the button the node holds when tapped. Copied out before
    /// it runs, so an action that updates the tree (and may end this node) holds no borrowed
    /// node meanwhile.
    ///
    /// It holds the node's stored view, which a node other than a root keeps for its whole life
    /// and updates in place with each new value, rather than the node's handle: nothing else
    /// makes a button's node a handle, a 48-byte block, two per row of the benchmark table
    /// (server memory per session, issue 18). The element, and with it this handler, goes when
    /// the node is unmounted, so no tap reaches a button that is gone. A root's stored view can
    /// be replaced by another type's, so a root button keeps reading through its handle.
    static func currentAction(of node: Node) -> @MainActor () -> Void {
        if !node.isRoot, let stored = node.storedView(of: Button.self)?.takeUnretainedValue() {
            return {
                let action = stored.value.action
                action()
            }
        }
        let handle = node.handle
        return {
            let action = handle.withNode { ($0.storedView as? TypedStoredView<Button>)?.value.action } ?? nil
            action?()
        }
    }
}

/// What a button does, for containers (alerts) that treat roles differently.
public enum ButtonRole: Hashable, Sendable {
    case cancel, destructive

    /// The role's name on the host element (`data-style` on the page): renderers draw a
    /// destructive button in red wherever it is, as SwiftUI does, not only in alerts.
    var hostStyle: String {
        switch self {
        case .cancel: "cancel"
        case .destructive: "destructive"
        }
    }
}
