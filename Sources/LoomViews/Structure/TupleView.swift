/// A fixed sequence of child views, as written one after another in a view builder.
///
/// Each child is identified by its position, so its state survives its siblings' changes.
public struct TupleView<each Content: View>: BuiltinView {
    public var value: (repeat each Content)

    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public func _buildNodeTree(_ node: Node) {
        var index = 0
        for child in repeat each value {
            node.updateChild(child, at: index, context: node.context)
            index += 1
        }
    }
}

extension TupleView: ContentContainer {
    /// A tuple is only its content: its node keeps nothing (see ``ContentContainer``).
    var shell: NoShell { NoShell() }

    /// The children's values, in order.
    static func reassemble(_: NoShell, from node: Node) -> TupleView? {
        var index = 0
        func child<Child: View>(_: Child.Type) throws(MissingContent) -> Child {
            defer { index += 1 }
            guard index < node.children.count, let value = node.children[index].storedValue(of: Child.self) else {
                throw MissingContent()
            }
            return value
        }
        do {
            return try TupleView(repeat child((each Content).self))
        } catch {
            return nil
        }
    }
}

/// A child a container put its content in is missing (see ``ContentContainer/reassemble(_:from:)``).
struct MissingContent: Error {}

/// A view with no content.
public struct EmptyView: BuiltinView, Equatable {
    public init() {}
    public func _buildNodeTree(_ node: Node) {}
}

/// Groups views without adding an element: modifiers on a group apply to each child.
public struct Group<Content: View>: BuiltinView {
    public var content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _buildNodeTree(_ node: Node) {
        node.updateChild(content, at: 0, context: node.context)
    }

    private init(reassembling content: Content) {
        self.content = content
    }
}

extension Group: ContentContainer {
    /// A group is only its content (see ``ContentContainer``).
    var shell: NoShell { NoShell() }

    static func reassemble(_: NoShell, from node: Node) -> Group? {
        node.firstChildValue(of: Content.self).map(Group.init(reassembling:))
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: BuiltinView where Wrapped: View {
    /// Present content is identified apart from absent content: showing it again starts afresh.
    @MainActor
    public func _buildNodeTree(_ node: Node) {
        switch self {
        case .some(let content): node.updateChild(content, at: 0, context: node.context)
        case .none: node.removeChildren(from: 0)
        }
    }
}

/// One of two views, chosen by an `if`/`else` or a `switch` in a view builder. The branches
/// have distinct identities: switching branches ends the state of the one left.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: BuiltinView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public func _buildNodeTree(_ node: Node) {
        let branch = if case .trueContent = storage { 0 } else { 1 }
        if let previous = node.storage?.identity, previous != AnyHashable(branch) {
            node.removeChildren(from: 0)
        }
        node.extras.identity = AnyHashable(branch)
        switch storage {
        case .trueContent(let content): node.updateChild(content, at: 0, context: node.context)
        case .falseContent(let content): node.updateChild(content, at: 0, context: node.context)
        }
    }
}
