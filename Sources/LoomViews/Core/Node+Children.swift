import LoomHost
import LoomReactive

extension Node {
    /// Builds or updates the child at `index` for `view`: the same node when the view type is
    /// unchanged (structural identity), a fresh node (and fresh state) when it changed.
    func updateChild<V: View>(_ view: V, at index: Int, context: NodeContext) {
        let type = ObjectIdentifier(V.self)
        if index < children.count {
            // Unretained: the node's children are replaced only below, after this call, and
            // no pass that could rebuild this node starts inside it (a body cannot start one,
            // see `ViewGraph.refusesReentry`).
            let updated = withGuaranteed(Unmanaged.passUnretained(children[index])) { child in
                guard child.viewType == type else { return false }
                child.update(to: view, context: context)
                return true
            }
            if updated { return }
            let child = children[index]
            child.unmount()
            let replacement = Node(parent: self, typeInfo: ViewTypeInfo.of(V.self), context: context)
            children[index] = replacement
            replacement.update(to: view, context: context)
        } else {
            let child = Node(parent: self, typeInfo: ViewTypeInfo.of(V.self), context: context)
            children.append(child)
            child.update(to: view, context: context)
        }
        graph.markHostStructureChanged(below: self)
    }

    /// Makes a new child node for `view` without placing it; the caller places it.
    func makeChild<V: View>(_ view: V, context: NodeContext) -> Node {
        let child = Node(parent: self, typeInfo: ViewTypeInfo.of(V.self), context: context)
        child.update(to: view, context: context)
        return child
    }

    /// Removes the children from `count` on, ending their identity.
    func removeChildren(from count: Int) {
        guard children.count > count else { return }
        for child in children[count...] { child.unmount() }
        children.removeSubrange(count...)
        graph.markHostStructureChanged(below: self)
    }

    /// Replaces every child: ends the identity of the old ones and builds `view` afresh at 0.
    func replaceChildren<V: View>(with view: V, context: NodeContext) {
        for child in children { child.unmount() }
        children = [makeChild(view, context: context)]
        graph.markHostStructureChanged(below: self)
    }

    /// Ends this node's identity: its state is released, its subscriptions and tasks are
    /// cancelled, and its `onDisappear` actions are queued, for the whole subtree.
    func unmount() {
        guard isMounted else { return }
        isMounted = false
        // An unmounted node may outlive its parent (a queue or a handler can still hold it):
        // dropping the unretained pointer keeps it from dangling (see ``parent``).
        parent = nil
        releaseHandle()
        if let storage {
            for action in storage.teardown { graph.enqueueLifecycle(action) }
            storage.subscriptions.removeAll()
        }
        for child in children { child.unmount() }
        if let hostElement { graph.hostTree.discardIfDetached(hostElement) }
    }
}
