/// Gives the content an explicit identity: when the id changes, the content is a new view
/// (fresh state, `onDisappear` then `onAppear`).
struct IDModifier<ID: Hashable>: ViewModifier {
    typealias Body = Never
    let id: ID

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        let identity = AnyHashable(id)
        if let previous = node.storage?.identity, previous != identity {
            node.removeChildren(from: 0)
        }
        node.extras.identity = identity
        node.updateChild(content, at: 0, context: node.context)
    }
}

extension View {
    /// Identifies this view by `id`: a different id makes it a different view.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IDModifier(id: id))
    }

    /// Runs `action` when the enclosing `body` is evaluated, and returns this view unchanged:
    /// a way to count or log body evaluations.
    public func debug(_ action: () -> Void) -> Self {
        action()
        return self
    }
}
