import LoomHost

/// Places an element built imperatively (with its whole subtree) where this view stands in a
/// declarative tree: how class-based views that own host elements nest inside Loom views.
///
/// ```swift
/// HostElementView(make: { tree in counterView.makeElement(in: tree) },
///                 update: { tree, element in counterView.refresh(in: tree) })
/// ```
/// `make` runs once per identity and must return a detached element; `update` runs on every
/// rebuild, and again whenever state or an observable property it read changes. The element's properties belong to its owner: box modifiers (padding, frame…)
/// applied to this view are not written onto it.
public struct HostElementView: BuiltinView {
    let make: @MainActor (HostTree) -> HostElementID
    let update: @MainActor (HostTree, HostElementID) -> Void

    public init(
        make: @escaping @MainActor (HostTree) -> HostElementID,
        update: @escaping @MainActor (HostTree, HostElementID) -> Void = { _, _ in }
    ) {
        self.make = make
        self.update = update
    }

    public func _buildNodeTree(_ node: Node) {
        let tree = node.graph.hostTree
        let element: HostElementID
        if let existing = node.hostElement {
            element = existing
        } else {
            element = make(tree)
            node.hostElement = element
            if node.parent == nil { node.graph.markRootStructureChanged() }
        }
        // What `update` reads (state, observable models) is tracked, so it runs again when that changes.
        node.graph.evaluateContent(of: node) { update(tree, element) }
    }
}
