import LoomHost
import LoomReactive

extension Node {
    /// Brings this node up to date with `view`: skips it when the value and the context are
    /// unchanged and nothing it depends on changed, otherwise rebuilds it.
    func update<V: View>(to view: V, context: NodeContext) {
        let stored = storedView(of: V.self)
        if keepsContentInChildren, let container = unretainedStoredView {
            // A container keeps only its shell (see ``ContentContainer``).
            return withGuaranteed(container) { $0.update(self, to: view, context: context) }
        }
        let contextChanged = !self.context.isSame(as: context)
        if !needsRebuild, let stored, withGuaranteed(stored, { $0.isSame(as: view, at: self) }) {
            // The same for the host, but parts it reads when used may be new (a button's action).
            withGuaranteed(stored) { V._keepNewParts(of: view, in: &$0.value) }
            // Dirty descendants are in the runtime's queue and are rebuilt after this node.
            if !contextChanged { return }
            if V.Body.self != Never.self, !(storage?.environmentChanged(from: self.context.environment, to: context.environment) ?? false) {
                // A view written in Swift passes its context unchanged to its body.
                self.context = context
                for child in childNodes { child.revisit(with: context) }
                return
            }
        }
        if let stored {
            withGuaranteed(stored) { $0.value = view }
        } else {
            storedView = makeStoredView(view)
        }
        // Assigned only when it changed: storing an equal context still retains and releases.
        if contextChanged { self.context = context }
        needsRebuild = false
        graph.countBuild(of: self)
        view._buildNodeTree(self)
    }

    /// The stored view in its type, unretained (see ``unretainedStoredView``), `nil` before the
    /// first build. Only a root can be rebuilt with another view type (`buildNodeTree` on
    /// `Node()`): its old value is dropped, with the plans cached for the old type, which do not
    /// fit the new one, and so are its children, which the old type placed (a tuple's children
    /// as its own, see ``updateContent(_:context:)``): another view is another identity.
    @inline(__always)
    func storedView<V: View>(of _: V.Type) -> Unmanaged<TypedStoredView<V>>? {
        guard let stored = unretainedStoredView else { return nil }
        if isRoot, !stored.takeUnretainedValue().holds(V.self) {
            storedView = nil
            typeInfo = nil
            keepsContentInChildren = false
            removeChildren(from: 0)
            return nil
        }
        // A container's stored view is not a `TypedStoredView` (see `update(to:context:)`).
        if keepsContentInChildren { return nil }
        // Every other node keeps the view type it was made for (see `updateChild`).
        return unsafeBitCast(stored, to: Unmanaged<TypedStoredView<V>>.self)
    }

    /// Visits this node with a new context: rebuilds it if it is dirty or the context changed.
    func revisit(with context: NodeContext) {
        if needsRebuild || !self.context.isSame(as: context) {
            storedView?.revisit(self, context: context)
        }
    }

    /// Rebuilds this node, taken from the runtime's dirty queue, with its stored view and
    /// context, if it still needs it (an ancestor rebuilt earlier in the pass may have done it,
    /// or removed it).
    func rebuildIfDirty() {
        guard needsRebuild, isMounted, let stored = unretainedStoredView else { return }
        withGuaranteed(stored) { $0.rebuildInPlace(self) }
    }

    /// Rebuilds this dirty node with `view`, its stored view, and its stored context.
    func rebuildInPlace<V: View>(_ view: V) {
        needsRebuild = false
        graph.countBuild(of: self)
        isRebuildingInPlace = true
        view._buildNodeTree(self)
        isRebuildingInPlace = false
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
