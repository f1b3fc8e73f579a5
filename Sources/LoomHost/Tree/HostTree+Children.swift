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
        if newChildren.isEmpty { return removeAllChildren(of: parent) }
        if childrenAre(newChildren, of: parent) { return }
        if applyWithoutReordering(newChildren, old: childIDs(of: parent), to: parent) { return }

        let plan = validatedChildren(newChildren, of: parentID)
        // No old child is kept (every row replaced): the old ones go as one edit.
        if plan.isNew.contains(false) { removeChildren(of: parent, notIn: plan.positions) } else { removeAllChildren(of: parent) }
        let stable = stablePositions(oldOrder: childIDs(of: parent), newPositions: plan.positions, count: plan.children.count)

        // Right to left, each child placed before the one that follows it in the new order.
        var anchor: HostElement? = nil
        for index in plan.children.indices.reversed() {
            let child = plan.children[index]
            if plan.isNew[index] {
                unparentedElements -= 1
                parent.linkChild(child, before: anchor)
                if parent.isAttached { logAttach(child, before: anchor?.id) }
            } else if !stable[index] {
                parent.unlinkChild(child)
                parent.linkChild(child, before: anchor)
                if parent.isAttached { record(.move(child.id, parent: parentID, before: anchor?.id)) }
            }
            anchor = child
        }
    }

    /// Inserts a detached element under `parentID` before the child `before` (at the end if nil,
    /// or if `before` is not a child of that parent). O(1): no search of the siblings.
    public func insertChild(_ childID: HostElementID, into parentID: HostElementID, before: HostElementID? = nil) {
        guard let parent = existing(parentID, "insertChild"), let child = existing(childID, "insertChild") else { return }
        guard child.parent == nil, childID != .root else {
            issueHandler(RuntimeIssue("HostTree.insertChild: \(childID) already has a parent; move it instead. The call was ignored."))
            return
        }
        let anchor = childAnchor(before, of: parent)
        unparentedElements -= 1
        parent.linkChild(child, before: anchor)
        if parent.isAttached { logAttach(child, before: anchor?.id) }
    }

    /// Inserts detached elements under `parentID`, in order, before the child `before` (at the
    /// end if nil): in proportion to the elements inserted, not to the parent's children.
    public func insertChildren(_ childIDs: [HostElementID], into parentID: HostElementID, before: HostElementID? = nil) {
        guard let parent = existing(parentID, "insertChildren") else { return }
        // Looked up before any is inserted, so an anchor listed among them is not mistaken for a child.
        let anchor = childAnchor(before, of: parent)
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
            unparentedElements -= 1
            inserted.append(child)
        }
        for child in inserted { parent.linkChild(child, before: anchor) }
        if parent.isAttached {
            for child in inserted { logAttach(child, before: anchor?.id) }
        }
    }

    /// Appends a detached element as the last child of `parentID`.
    public func appendChild(_ childID: HostElementID, to parentID: HostElementID) {
        insertChild(childID, into: parentID, before: nil)
    }

    /// Moves a child before its sibling `before` (to the end if nil, or if `before` is not a
    /// sibling). O(1): the child and the anchor are found by id, not among the siblings.
    public func moveChild(_ childID: HostElementID, before: HostElementID?) {
        guard let child = existing(childID, "moveChild"), let parentID = child.parent,
            let parent = element(parentID)
        else { return }
        let anchor = childAnchor(before, of: parent)
        if anchor === child { return }  // before itself: it stays where it is
        place(child, childID, before: anchor, in: parent, parentID)
    }

    /// Exchanges the places of two children of one parent (a list's swapped rows), logging two
    /// moves, or one when they are neighbours. O(1): each one's following sibling is read from
    /// its links, so neither anchor is looked for (or looked up by id) among the siblings.
    /// Children of different parents, or an unknown id, are reported and left as they are.
    public func swapChildren(_ firstID: HostElementID, _ secondID: HostElementID) {
        guard firstID != secondID, let first = existing(firstID, "swapChildren"),
            let second = existing(secondID, "swapChildren")
        else { return }
        guard let parentID = first.parent, second.parent == parentID, let parent = element(parentID) else {
            issueHandler(RuntimeIssue("HostTree.swapChildren: \(firstID) and \(secondID) are not children of one parent; the call was ignored."))
            return
        }
        let afterFirst = first.nextSibling
        let afterSecond = second.nextSibling
        // Neighbours: the later one goes before the earlier one.
        if afterFirst === second { return place(second, secondID, before: first, in: parent, parentID) }
        if afterSecond === first { return place(first, firstID, before: second, in: parent, parentID) }
        // Each goes where the other was: before the sibling that followed the other. Which of
        // the two comes first does not matter, so it is not looked for.
        place(first, firstID, before: afterSecond, in: parent, parentID)
        place(second, secondID, before: afterFirst, in: parent, parentID)
    }

    /// Moves `child`, one of `parent`'s children, before `anchor` (another, or the end when
    /// nil), and logs it. Always inlined, and given the ids its callers hold (an element's id is
    /// unpacked from two fields): as a call of its own that read them, it made every
    /// ``moveChild(_:before:)`` about 40 instructions dearer.
    @inline(__always)
    private func place(
        _ child: HostElement, _ childID: HostElementID, before anchor: HostElement?, in parent: HostElement,
        _ parentID: HostElementID
    ) {
        parent.unlinkChild(child)
        parent.linkChild(child, before: anchor)
        if parent.isAttached { record(.move(childID, parent: parentID, before: anchor?.id)) }
    }

    // MARK: Steps

    /// `before` as an anchor among `parent`'s children: nil when it is nil, unknown, or not
    /// one of them (the child then goes last).
    private func childAnchor(_ before: HostElementID?, of parent: HostElement) -> HostElement? {
        guard let before, let anchor = element(before), anchor.parent == parent.id else { return nil }
        return anchor
    }

    /// Whether `parent`'s children are `ids`, in order, without building the list.
    func childrenAre(_ ids: [HostElementID], of parent: HostElement) -> Bool {
        var index = 0
        var cursor = parent.firstChild
        while let child = cursor {
            visitedChildren += 1
            guard index < ids.count, ids[index] == child.id else { return false }
            index += 1
            cursor = child.nextSibling
        }
        return index == ids.count
    }

    /// The common shapes, done without hashing every child: the lists agree at the front and
    /// the back, and between them only new elements were inserted or only old ones removed.
    /// Returns false (having changed nothing) for anything else.
    private func applyWithoutReordering(_ new: [HostElementID], old: [HostElementID], to parent: HostElement) -> Bool {
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
                guard let child = element(id) else { continue }
                parent.unlinkChild(child)
                if parent.isAttached { record(.remove(id)) }
                destroy(child)
            }
        } else if oldEnd == start {
            // An id listed twice is found without hashing: each new child is marked as the
            // parent's while the list is checked (a child listed again then has a parent), and
            // the marks go if the list is refused. A set of the ids seen cost about 730
            // instructions an inserted row (its hashing and growth) in create 1,000 rows. The
            // children are looked up again to be linked rather than kept in an array: making,
            // filling and freeing one cost about 900 instructions a created row (its stack's
            // four children), a look-up by id far less.
            for index in start..<newEnd {
                let id = new[index]
                guard id != .root, id != parent.id, let child = element(id), child.parent == nil else {
                    for marked in new[start..<index] { element(marked)?.parent = nil }
                    return false
                }
                child.parent = parent.id
            }
            let anchor = newEnd < new.count ? element(new[newEnd]) : nil
            for id in new[start..<newEnd] {
                // Found above: the check looked each one up.
                guard let child = element(id) else { continue }
                unparentedElements -= 1
                parent.linkChild(child, before: anchor)
                if parent.isAttached { logAttach(child, before: anchor?.id) }
            }
        } else {
            return false
        }
        return true
    }

    private struct ChildrenPlan {
        var children: [HostElement] = []
        var isNew: [Bool] = []
        var positions: [HostElementID: Int] = [:]
    }

    private func validatedChildren(_ ids: [HostElementID], of parentID: HostElementID) -> ChildrenPlan {
        var plan = ChildrenPlan()
        plan.positions.reserveCapacity(ids.count)
        for id in ids {
            guard let child = existing(id, "setChildren") else { continue }
            if id == .root || id == parentID || (child.parent != nil && child.parent != parentID) || plan.positions[id] != nil {
                issueHandler(RuntimeIssue(
                    "HostTree.setChildren: \(id) is listed twice, is the parent itself or belongs to another parent; it was left out."))
                continue
            }
            plan.positions[id] = plan.children.count
            plan.children.append(child)
            plan.isNew.append(child.parent == nil)
        }
        return plan
    }

    private func removeChildren(of parent: HostElement, notIn positions: [HostElementID: Int]) {
        forEachChild(of: parent) { child in
            guard positions[child.id] == nil else { return }
            parent.unlinkChild(child)
            if parent.isAttached { record(.remove(child.id)) }
            destroy(child)
        }
    }

    /// For each new position, whether the child there keeps its place (is in the longest
    /// increasing run of kept children); new children are never stable.
    private func stablePositions(oldOrder: [HostElementID], newPositions: [HostElementID: Int], count: Int) -> [Bool] {
        var stable = [Bool](repeating: false, count: count)
        let sequence = oldOrder.compactMap { newPositions[$0] }
        for position in longestIncreasingSubsequence(sequence) { stable[position] = true }
        return stable
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
