import LoomHost

extension Node {
    /// Brings this node up to date with `view`: skips it when the value and the context are
    /// unchanged and nothing it depends on changed, otherwise rebuilds it.
    func update<V: View>(to view: V, context: NodeContext) {
        if viewType == nil, let old = self.view, type(of: old) != V.self {
            // Only a root can be rebuilt with another view type (`buildNodeTree` on `Node()`):
            // the plans cached for the old type do not fit the new one.
            comparator = nil
            installer = nil
        }
        let contextChanged = !self.context.isSame(as: context)
        if !needsRebuild, let old = self.view, storedViewEquals(old, view) {
            // Dirty descendants are in the runtime's queue and are rebuilt after this node.
            if !contextChanged { return }
            if V.Body.self != Never.self, !(storage?.environmentChanged(from: self.context.environment, to: context.environment) ?? false) {
                // A view written in Swift passes its context unchanged to its body.
                self.context = context
                for child in children { child.revisit(with: context) }
                return
            }
        }
        self.view = view
        self.context = context
        needsRebuild = false
        graph.countBuild(of: self)
        view._buildNodeTree(self)
    }

    /// Visits this node with a new context: rebuilds it if it is dirty or the context changed.
    func revisit(with context: NodeContext) {
        if needsRebuild || !self.context.isSame(as: context) {
            if let view { view._revisit(self, context: context) }
        }
    }

    /// Rebuilds this node, taken from the runtime's dirty queue, with its stored view and
    /// context, if it still needs it (an ancestor rebuilt earlier in the pass may have done it,
    /// or removed it).
    func rebuildIfDirty() {
        if needsRebuild, isMounted, let view { view._rebuildInPlace(self) }
    }

    /// Rebuilds this dirty node with `view`, its stored view, and its stored context.
    func rebuildInPlace<V: View>(_ view: V) {
        needsRebuild = false
        graph.countBuild(of: self)
        view._buildNodeTree(self)
    }

    /// Marks this node for a rebuild and queues it with the runtime, which rebuilds queued
    /// nodes shallowest first at the next update. Called by state writes and observed changes.
    /// Returns `false` when the runtime refused it (a change while a body runs, reported).
    @discardableResult
    func invalidate(because reason: @autoclosure () -> String) -> Bool {
        guard isMounted else { return true }
        guard graph.acceptInvalidation(of: self, reason: reason()) else { return false }
        if needsRebuild { return true }
        needsRebuild = true
        graph.enqueueDirty(self)
        return true
    }
}

extension Node {
    /// Whether the stored view equals `view`. The stored value is opened rather than cast: the
    /// node's type never changes, so a metatype check replaces a dynamic cast on the hot path.
    fileprivate func storedViewEquals<V: View>(_ stored: any View, _ view: V) -> Bool {
        func compare<Stored: View>(_ old: Stored) -> Bool {
            guard Stored.self == V.self else { return false }
            return V._isSameValue(unsafeBitCast(old, to: V.self), view, at: self)
        }
        return compare(stored)
    }
}
