/// A type-erased view: lets different view types stand in one place.
///
/// Changing the wrapped view's type replaces the subtree (new identity, fresh state); the same
/// type updates it in place.
public struct AnyView: BuiltinView {
    let storage: any View
    private let buildChild: @MainActor (Node) -> Void
    private let isEqualTo: @MainActor (AnyView) -> Bool

    public init<Content: View>(_ view: Content) {
        if let erased = view as? AnyView {
            self = erased
            return
        }
        storage = view
        buildChild = { node in node.updateChild(view, at: 0, context: node.context) }
        isEqualTo = { other in
            guard let otherView = other.storage as? Content else { return false }
            return ViewGraph.compare(view, otherView)
        }
    }

    public func _buildNodeTree(_ node: Node) {
        buildChild(node)
    }
}

extension AnyView: ViewInputComparable {
    static func isViewInputEqual(_ lhs: AnyView, _ rhs: AnyView) -> Bool {
        lhs.isEqualTo(rhs)
    }
}
