extension HostTree {
    /// Makes `newChildren` the children of `parentID`, logging the fewest changes that get there:
    /// children no longer listed are removed (and destroyed with their subtrees), new ones are
    /// inserted, and of the children that stay only those outside the longest run already in
    /// order are moved.
    ///
    /// Swapping two of 1,000 children logs two moves; removing one logs one remove.
    /// A child that belongs to another parent, an unknown id, or a duplicate is reported and
    /// left out.
    ///
    /// - Complexity: O(n log n) for n children, O(n) when the kept children stay in order.
    public func setChildren(_ newChildren: [HostElementID], of parentID: HostElementID) {
        guard let parent = existing(parentID, "setChildren") else { return }
        listedChildren += newChildren.count
        let old = parent.children
        if old == newChildren { return }
        if applyWithoutReordering(newChildren, to: parent) { return }

        let plan = validatedChildren(newChildren, of: parentID)
        removeChildren(of: parent, notIn: plan.positions)
        let stable = stablePositions(oldOrder: parent.children, newPositions: plan.positions, count: plan.children.count)

        var anchor: HostElementID? = nil
        for index in plan.children.indices.reversed() {
            let id = plan.children[index]
            if plan.isNew[index] {
                if let child = element(id) { attach(child, to: parent, before: anchor) }
            } else if !stable[index], parent.isAttached {
                record(.move(id, parent: parentID, before: anchor))
            }
            anchor = id
        }
        parent.children = plan.children
    }

    /// Inserts a detached element under `parentID` before the child `before` (at the end if nil).
    public func insertChild(_ childID: HostElementID, into parentID: HostElementID, before: HostElementID? = nil) {
        guard let parent = existing(parentID, "insertChild"), let child = existing(childID, "insertChild") else { return }
        guard child.parent == nil, childID != .root else {
            issueHandler(RuntimeIssue("HostTree.insertChild: \(childID) already has a parent; move it instead. The call was ignored."))
            return
        }
        let index = before.flatMap { parent.children.firstIndex(of: $0) } ?? parent.children.endIndex
        parent.children.insert(childID, at: index)
        attach(child, to: parent, before: before)
    }

    /// Inserts detached elements under `parentID`, in order, before the child `before` (at the
    /// end if nil): the anchor is looked up once for all of them, where inserting them one by
    /// one looked it up, through the parent's children, for each.
    public func insertChildren(_ childIDs: [HostElementID], into parentID: HostElementID, before: HostElementID? = nil) {
        guard let parent = existing(parentID, "insertChildren") else { return }
        var inserted: [HostElement] = []
        inserted.reserveCapacity(childIDs.count)
        for childID in childIDs {
            guard let child = existing(childID, "insertChildren") else { continue }
            guard child.parent == nil, childID != .root else {
                issueHandler(RuntimeIssue("HostTree.insertChildren: \(childID) already has a parent or is listed twice; the call left it out."))
                continue
            }
            // Given its parent at once, so a second listing of it is caught above.
            child.parent = parentID
            inserted.append(child)
        }
        let index = before.flatMap { parent.children.firstIndex(of: $0) } ?? parent.children.endIndex
        parent.children.insert(contentsOf: inserted.map(\.id), at: index)
        for child in inserted { attach(child, to: parent, before: before) }
    }

    /// Appends a detached element as the last child of `parentID`.
    public func appendChild(_ childID: HostElementID, to parentID: HostElementID) {
        insertChild(childID, into: parentID, before: nil)
    }

    /// Moves a child before its sibling `before` (to the end if nil).
    public func moveChild(_ childID: HostElementID, before: HostElementID?) {
        guard let child = existing(childID, "moveChild"), let parentID = child.parent,
            let parent = element(parentID), let from = parent.children.firstIndex(of: childID)
        else { return }
        parent.children.remove(at: from)
        let to = before.flatMap { parent.children.firstIndex(of: $0) } ?? parent.children.endIndex
        parent.children.insert(childID, at: to)
        if parent.isAttached { record(.move(childID, parent: parentID, before: before)) }
    }

    /// Removes an element from its parent and destroys it with its subtree.
    public func removeElement(_ id: HostElementID) {
        guard id != .root, let element = existing(id, "removeElement") else { return }
        if let parentID = element.parent, let parent = self.element(parentID) {
            if let index = parent.children.firstIndex(of: id) { parent.children.remove(at: index) }
            if element.isAttached { record(.remove(id)) }
        }
        destroy(id)
    }

    /// Takes an element out of its parent but keeps it, with its whole subtree, alive and
    /// detached: inserting it again later logs it afresh with its current contents (the DOM's
    /// `removeChild`). Screens covered by a pushed screen are kept this way.
    public func detachElement(_ id: HostElementID) {
        guard id != .root, let element = existing(id, "detachElement"), let parentID = element.parent,
            let parent = self.element(parentID)
        else { return }
        if let index = parent.children.firstIndex(of: id) { parent.children.remove(at: index) }
        if element.isAttached { record(.remove(id)) }
        element.parent = nil
        markDetached(element)
    }

    /// Takes several elements out of their parents at once, keeping them as
    /// ``detachElement(_:)`` does (removals are logged in the order given). Each parent's
    /// children are filtered once: detaching the rows of a cleared list one by one searched and
    /// shifted the parent's children for every row, the square of the rows.
    public func detachElements(_ ids: [HostElementID]) {
        var leaving: [HostElementID: Set<HostElementID>] = [:]
        for id in ids {
            guard id != .root, let element = existing(id, "detachElements"), let parentID = element.parent else { continue }
            if element.isAttached { record(.remove(id)) }
            element.parent = nil
            markDetached(element)
            leaving[parentID, default: []].insert(id)
        }
        for (parentID, gone) in leaving {
            guard let parent = element(parentID) else { continue }
            // Every id in `gone` was a child of this parent, so equal counts mean all of them.
            if gone.count == parent.children.count {
                parent.children.removeAll()
            } else {
                parent.children.removeAll { gone.contains($0) }
            }
        }
    }

    private func markDetached(_ element: HostElement) {
        element.isAttached = false
        for child in element.children {
            if let child = self.element(child) { markDetached(child) }
        }
    }

    /// Destroys an element that was never attached (or already removed from its parent).
    /// Attached elements are left alone: their parent's next ``setChildren(_:of:)`` removes them.
    public func discardIfDetached(_ id: HostElementID) {
        guard let element = element(id), element.parent == nil, id != .root else { return }
        destroy(id)
    }

    // MARK: Steps

    /// The common shapes, done without hashing every child: the lists agree at the front and
    /// the back, and between them only new elements were inserted or only old ones removed.
    /// Returns false (having changed nothing) for anything else.
    private func applyWithoutReordering(_ new: [HostElementID], to parent: HostElement) -> Bool {
        let old = parent.children
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var oldEnd = old.count
        var newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        if newEnd == start {
            for id in old[start..<oldEnd] {
                if parent.isAttached { record(.remove(id)) }
                destroy(id)
            }
        } else if oldEnd == start {
            var inserted = Set<HostElementID>()
            for id in new[start..<newEnd] {
                guard id != .root, let child = element(id), child.parent == nil, inserted.insert(id).inserted else { return false }
            }
            let anchor = newEnd < new.count ? new[newEnd] : nil
            for id in new[start..<newEnd] {
                if let child = element(id) { attach(child, to: parent, before: anchor) }
            }
        } else {
            return false
        }
        parent.children = new
        return true
    }

    private struct ChildrenPlan {
        var children: [HostElementID] = []
        var isNew: [Bool] = []
        var positions: [HostElementID: Int] = [:]
    }

    private func validatedChildren(_ ids: [HostElementID], of parentID: HostElementID) -> ChildrenPlan {
        var plan = ChildrenPlan()
        plan.positions.reserveCapacity(ids.count)
        for id in ids {
            guard let child = existing(id, "setChildren") else { continue }
            if id == .root || (child.parent != nil && child.parent != parentID) || plan.positions[id] != nil {
                issueHandler(RuntimeIssue(
                    "HostTree.setChildren: \(id) is listed twice or belongs to another parent; it was left out."))
                continue
            }
            plan.positions[id] = plan.children.count
            plan.children.append(id)
            plan.isNew.append(child.parent == nil)
        }
        return plan
    }

    private func removeChildren(of parent: HostElement, notIn positions: [HostElementID: Int]) {
        var kept: [HostElementID] = []
        kept.reserveCapacity(parent.children.count)
        for id in parent.children {
            if positions[id] != nil {
                kept.append(id)
            } else {
                if parent.isAttached { record(.remove(id)) }
                destroy(id)
            }
        }
        parent.children = kept
    }

    /// For each new position, whether the child there keeps its place (is in the longest
    /// increasing run of kept children); new children are never stable.
    private func stablePositions(oldOrder: [HostElementID], newPositions: [HostElementID: Int], count: Int) -> [Bool] {
        var stable = [Bool](repeating: false, count: count)
        let sequence = oldOrder.compactMap { newPositions[$0] }
        for position in longestIncreasingSubsequence(sequence) { stable[position] = true }
        return stable
    }

    private func attach(_ child: HostElement, to parent: HostElement, before: HostElementID?) {
        child.parent = parent.id
        if parent.isAttached { logAttach(child, before: before) }
    }
}

/// The values of the longest strictly increasing subsequence of `sequence`.
///
/// - Complexity: O(n log n); O(n) when the sequence is already increasing.
func longestIncreasingSubsequence(_ sequence: [Int]) -> [Int] {
    if zip(sequence, sequence.dropFirst()).allSatisfy({ $0 < $1 }) { return sequence }
    var tails: [Int] = []  // index into sequence of the smallest tail of each run length
    var previous = [Int](repeating: -1, count: sequence.count)
    for (index, value) in sequence.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if sequence[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[index] = tails[low - 1] }
        if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var result: [Int] = []
    var cursor = tails.last ?? -1
    while cursor >= 0 {
        result.append(sequence[cursor])
        cursor = previous[cursor]
    }
    return result.reversed()
}
