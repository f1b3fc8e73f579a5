/// Taking elements out of the tree: removing (and destroying) them with their subtrees, or
/// detaching them to be placed again or discarded later. Kept apart from the children edits that
/// place elements (`HostTree+Children.swift`).
extension HostTree {
    /// Removes an element from its parent and destroys it with its subtree. Taking it out of
    /// its parent is O(1); destroying costs in proportion to the subtree.
    public func removeElement(_ id: HostElementID) {
        guard id != .root, let element = existing(id, "removeElement") else { return }
        if let parentID = element.parent, let parent = self.element(parentID) {
            parent.unlinkChild(element)
            if element.isAttached { record(.remove(id)) }
        }
        destroy(element)
    }

    /// Removes every child of `parentID` and destroys them with their subtrees, logging one
    /// ``HostMutation/removeChildren(_:)`` (a lone child: ``HostMutation/remove(_:)``). No child
    /// is unlinked from its siblings one at a time: the list is dropped whole.
    public func removeAllChildren(of parentID: HostElementID) {
        guard let parent = existing(parentID, "removeAllChildren") else { return }
        removeAllChildren(of: parent)
    }

    func removeAllChildren(of parent: HostElement) {
        guard let first = parent.firstChild else { return }
        if parent.isAttached { logChildrenLeaving(parent, first: first) }
        destroyChildren(of: parent)
    }

    /// Removes every child of `parentID` as ``removeAllChildren(of:)`` does, when its first child
    /// is `first` and its last is `last`, and returns whether it did (nothing changes otherwise).
    ///
    /// For a caller that knows the children are exactly the elements it is removing (a cleared
    /// list alone in its container): only the ends are checked, so neither the caller lists
    /// every element nor the tree walks the list to compare it (``removeElements(_:)``), about
    /// 350 instructions per cleared benchmark row.
    public func removeAllChildren(of parentID: HostElementID, ifFirst first: HostElementID, last: HostElementID) -> Bool {
        guard let parent = element(parentID), let firstChild = parent.firstChild, firstChild.id == first,
            let lastChild = parent.lastChild, lastChild.id == last
        else { return false }
        removeAllChildren(of: parent)
        return true
    }

    /// Logs that every child of `parent`, the first being `first`, leaves it.
    private func logChildrenLeaving(_ parent: HostElement, first: HostElement) {
        record(first === parent.lastChild ? .remove(first.id) : .removeChildren(parent.id))
    }

    /// Removes elements from their parents and destroys them with their subtrees, as
    /// ``removeElement(_:)`` does for each; elements that are exactly a parent's children (two
    /// or more, in order) leave as one ``HostMutation/removeChildren(_:)``, the list dropped
    /// whole, as ``removeAllChildren(of:)`` does: a cleared list's rows are neither looked up
    /// nor unlinked one by one.
    public func removeElements(_ ids: [HostElementID]) {
        if ids.count > 1, let parent = parentWhoseChildrenAre(ids) { return removeAllChildren(of: parent) }
        for id in ids { removeElement(id) }
    }

    /// Takes an element out of its parent but keeps it, with its whole subtree, alive and
    /// detached: inserting it again later logs it afresh with its current contents (the DOM's
    /// `removeChild`). Screens covered by a pushed screen are kept this way.
    public func detachElement(_ id: HostElementID) {
        guard id != .root, let element = existing(id, "detachElement"), let parentID = element.parent,
            let parent = self.element(parentID)
        else { return }
        detach(element, from: parent)
    }

    /// Takes several elements out of their parents at once, keeping them as
    /// ``detachElement(_:)`` does (removals are logged in the order given): in proportion to
    /// the elements, whatever their parents hold.
    public func detachElements(_ ids: [HostElementID]) {
        if ids.count > 1, let parent = parentWhoseChildrenAre(ids) { return detachAllChildren(of: parent) }
        var parent: HostElement? = nil  // the rows of a list share theirs: one look-up for all
        for id in ids {
            guard id != .root, let element = existing(id, "detachElements"), let parentID = element.parent else { continue }
            if parent?.id != parentID { parent = self.element(parentID) }
            guard let parent else { continue }
            detach(element, from: parent)
        }
    }

    /// The parent whose children are `ids` (two or more), in order, if there is one. The ends
    /// are checked first, so detaching some of a list's rows costs no walk of the rest.
    private func parentWhoseChildrenAre(_ ids: [HostElementID]) -> HostElement? {
        guard let first = element(ids[0]), first.previousSibling == nil, let last = element(ids[ids.count - 1]),
            last.nextSibling == nil, let parentID = first.parent, last.parent == parentID,
            let parent = element(parentID), childrenAre(ids, of: parent)
        else { return nil }
        return parent
    }

    /// Takes every child out of `parent`, keeping them detached, with one log entry (see
    /// ``logChildrenLeaving(_:first:)``); the list is dropped whole rather than unlinked child
    /// by child.
    private func detachAllChildren(of parent: HostElement) {
        guard let first = parent.firstChild else { return }
        if parent.isAttached { logChildrenLeaving(parent, first: first) }
        parent.forgetChildren()
        var cursor: HostElement? = first
        while let child = cursor {
            cursor = child.nextSibling
            visitedChildren += 1
            child.forgetSiblings()
            child.parent = nil
            unparentedElements += 1
            markDetached(child)
        }
    }

    private func detach(_ element: HostElement, from parent: HostElement) {
        parent.unlinkChild(element)
        if element.isAttached { record(.remove(element.id)) }
        element.parent = nil
        unparentedElements += 1
        markDetached(element)
    }

    private func markDetached(_ element: HostElement) {
        element.isAttached = false
        forEachChild(of: element) { markDetached($0) }
    }

    /// Destroys an element that was never attached (or already removed from its parent).
    /// Attached elements are left alone: their parent's next ``setChildren(_:of:)`` removes them.
    public func discardIfDetached(_ id: HostElementID) {
        discardLookups += 1
        guard let element = element(id), element.parent == nil, id != .root else { return }
        destroy(element)
    }

    /// Destroys those of `ids` that are detached (as ``discardIfDetached(_:)`` does for each),
    /// and returns whether no element is left detached in the whole tree afterwards.
    ///
    /// When it returns `true`, every element below the discarded ones is gone with them, and
    /// any other element of the views that produced them is still attached (a sync of its
    /// parent removes it, as before): so a view engine tearing down those views need not look
    /// up each of their elements to discard it. A cleared list's rows cost one look-up each
    /// instead of one per element.
    @discardableResult
    public func discardDetached(_ ids: [HostElementID]) -> Bool {
        for id in ids { discardIfDetached(id) }
        return unparentedElements == 0
    }
}
