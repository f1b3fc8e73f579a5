import LoomHost

/// Host changes in proportion to a change of one child, for views whose children change one
/// at a time (a `ForEach` replaying the edits of a ``ListModel``).
///
/// The general mechanism recomputes the host children of the nearest host element by
/// flattening its node children (`syncHostChildren`): right for any change, but it lists every
/// child, so adding one row to a list of n rows costs n. When a view knows it inserted, removed
/// or moved one child, it places that child's elements directly instead. It may only do so when
/// the host element's children are up to date; if a sync of that element is already due in this
/// pass, the child is left to it.
extension Node {
    /// Places the host elements of the new children in `range` (they are detached) after
    /// those of the children before them, in one insertion.
    func insertHostElements(ofChildrenIn range: Range<Int>) {
        guard !range.isEmpty else { return }
        guard let parentElement = hostParentForDirectEdits() else { return markHostStructureChanged() }
        var elements: [HostElementID] = []
        for index in range { childNodes[index].collectHostElements(into: &elements) }
        guard !elements.isEmpty else { return }
        let anchor = hostElement(followingChild: range.upperBound - 1)
        graph.hostTree.insertChildren(elements, into: parentElement, before: anchor)
    }

    /// Takes the host elements of `child`, which is leaving this node, out of their parent,
    /// keeping them: the child may come back in the same update (inserting them again logs
    /// them afresh), or be unmounted, which destroys them.
    func detachHostElements(of child: Node) {
        guard hostParentForDirectEdits() != nil else { return markHostStructureChanged() }
        if let element = child.onlyHostElement() { return graph.hostTree.detachElement(element) }
        var elements: [HostElementID] = []
        child.collectHostElements(into: &elements)
        for element in elements { graph.hostTree.detachElement(element) }
    }

    /// Takes the host elements of the children in `range`, which are leaving this node, out of
    /// their parent in one pass, keeping them (see ``detachHostElements(of:)``): a cleared list
    /// detached row by row cost the square of its rows.
    func detachHostElements(ofChildrenIn range: Range<Int>) {
        guard !range.isEmpty else { return }
        guard hostParentForDirectEdits() != nil else { return markHostStructureChanged() }
        var elements: [HostElementID] = []
        elements.reserveCapacity(range.count)
        for index in range { childNodes[index].collectHostElements(into: &elements) }
        graph.hostTree.detachElements(elements)
    }

    /// Removes the host elements of the children in `range`, which are leaving this node for
    /// good (none can be inserted again in this update), and destroys them: one
    /// ``HostMutation/removeChildren(_:)`` when they are all their parent's children, and no
    /// element detached, looked up or unlinked one by one. Returns whether the rows' nodes may
    /// be unmounted without discarding their own elements: the tree then holds no element
    /// without a parent, so each of theirs is gone or still attached (see
    /// ``HostTree/discardDetached(_:)``). When a sync of the host parent is already due, it is
    /// left to remove them, and this returns `false`.
    func removeHostElements(ofChildrenIn range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return true }
        guard let parentElement = hostParentForDirectEdits() else {
            markHostStructureChanged()
            return false
        }
        if range == childNodes.indices, removeEveryHostChild(of: parentElement) {
            return graph.hostTree.unparentedElements == 0
        }
        var elements: [HostElementID] = []
        elements.reserveCapacity(range.count)
        for index in range { childNodes[index].collectHostElements(into: &elements) }
        graph.hostTree.removeElements(elements)
        return graph.hostTree.unparentedElements == 0
    }

    /// Removes every child of `parentElement` (this node's host parent, its children current)
    /// when they are this node's children's elements and nothing else, and returns whether it
    /// did (nothing changes otherwise). They are when this node and each ancestor below the
    /// element's node is its parent's only child: a host element's children are its nodes'
    /// elements, in order, whenever no sync of it is due (a sync sets them so, and each direct
    /// edit keeps them so). The ends are checked against the first and last rows' elements.
    ///
    /// Why: listing every row's elements to remove (a walk of each row's nodes down to its
    /// element) and the tree's comparison of that list with the children cost about 350
    /// instructions per cleared benchmark row, for a removal of the whole list.
    private func removeEveryHostChild(of parentElement: HostElementID) -> Bool {
        guard isOnlyContentOfHostParent(), let first = childNodes[0].firstHostElement(),
            let last = childNodes[childNodes.count - 1].lastHostElement()
        else { return false }
        return graph.hostTree.removeAllChildren(of: parentElement, ifFirst: first, last: last)
    }

    /// Whether this node, and each of its ancestors below its nearest host element, is its
    /// parent's only child. `false` without a host ancestor: the tree root's children are those
    /// of every root.
    private func isOnlyContentOfHostParent() -> Bool {
        var current = self
        while let parent = current.parent {
            guard parent.childNodes.count == 1 else { return false }
            if parent.hostElement != nil { return true }
            current = parent
        }
        return false
    }

    /// Ends `rows` (children this node no longer holds, their host elements detached), with
    /// their detached elements destroyed in one pass: one look-up per row's element rather than
    /// one per element of the row (see ``HostTree/discardDetached(_:)``). If anything is left
    /// detached in the tree (a kept screen, an element not placed yet), each row discards its
    /// own elements as any unmount does.
    func endRows(_ rows: [Node]) {
        guard !rows.isEmpty else { return }
        var elements: [HostElementID] = []
        elements.reserveCapacity(rows.count)
        for row in rows { row.collectHostElements(into: &elements) }
        let nothingLeftDetached = graph.hostTree.discardDetached(elements)
        for row in rows { row.unmount(discardingHostElements: !nothingLeftDetached) }
    }

    /// Moves the host elements of the child at `index` (already at its new place among the node
    /// children) after those of the children before it.
    func moveHostElements(ofChildAt index: Int) {
        guard hostParentForDirectEdits() != nil else { return markHostStructureChanged() }
        let child = childNodes[index]
        if let element = child.onlyHostElement() {
            // The usual row: one element, and no array to allocate for it.
            return graph.hostTree.moveChild(element, before: hostElement(followingChild: index))
        }
        var elements: [HostElementID] = []
        child.collectHostElements(into: &elements)
        guard !elements.isEmpty else { return }
        let anchor = hostElement(followingChild: index)
        for element in elements { graph.hostTree.moveChild(element, before: anchor) }
    }

    /// The host element of this subtree when it is reached through single children (a custom
    /// view, its modifiers, its stack), or `nil` (none, several, or a branch on the way).
    func onlyHostElement() -> HostElementID? {
        var current = self
        while current.hostElement == nil {
            guard current.childNodes.count == 1 else { return nil }
            current = current.childNodes[0]
        }
        return current.hostElement
    }

    /// Builds new children with `build` (the caller places their host elements itself, with
    /// ``insertHostElements(ofChildrenIn:)``). Building a subtree marks the nearest host element
    /// above it for a sync, to place the subtree's elements; that mark, if it was not there
    /// before, is taken back, or the sync would list every child anyway. Marks for host
    /// elements inside the new subtree are theirs and stay.
    func buildingChildrenPlacedDirectly<Result>(_ build: () -> Result) -> Result {
        let host = nearestHostAncestor()
        let wasPending = host?.isPendingHostSync ?? graph.isRootSyncPending
        let result = build()
        if !wasPending {
            if let host { host.isPendingHostSync = false } else { graph.cancelRootSync() }
        }
        return result
    }

    private func nearestHostAncestor() -> Node? {
        var cursor = parent
        while let current = cursor {
            if current.hostElement != nil { return current }
            cursor = current.parent
        }
        return nil
    }

    private func markHostStructureChanged() {
        graph.markHostStructureChanged(below: self)
    }

    /// The host element this node's elements are children of, when its children are current
    /// (no sync of it is due in this pass); `nil` otherwise. This node has no element of its own.
    func hostParentForDirectEdits() -> HostElementID? {
        if let host = nearestHostAncestor() { return host.isPendingHostSync ? nil : host.hostElement }
        return graph.isRootSyncPending ? nil : graph.rootElement
    }

    /// The first host element after those of the child at `index`, in the nearest host
    /// element's children: of a later child, or of a later sibling of an ancestor below that
    /// host element; `nil` when the child's elements come last.
    private func hostElement(followingChild index: Int) -> HostElementID? {
        var current = self
        var position = index
        while true {
            for later in current.childNodes[(position + 1)...] {
                if let element = later.firstHostElement() { return element }
            }
            // The host element's own children were the last to look at.
            guard current.hostElement == nil, let parent = current.parent,
                let found = parent.childNodes.firstIndex(where: { $0 === current })
            else { return nil }
            current = parent
            position = found
        }
    }

    /// The last host element this subtree contributes, if any.
    private func lastHostElement() -> HostElementID? {
        if let hostElement { return hostElement }
        var index = childNodes.count
        while index > 0 {
            index -= 1
            if let element = childNodes[index].lastHostElement() { return element }
        }
        return nil
    }

    /// The first host element this subtree contributes, if any.
    private func firstHostElement() -> HostElementID? {
        if let hostElement { return hostElement }
        for child in childNodes {
            if let element = child.firstHostElement() { return element }
        }
        return nil
    }
}
