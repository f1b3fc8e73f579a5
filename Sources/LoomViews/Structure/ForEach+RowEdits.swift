/// The edits of a ``ListModel`` that a `ForEach` replays by position alone (swap, move,
/// remove, clear), done by the rows' own ``KeyedChildren``.
///
/// Why here and not in the `ForEach`: the `ForEach`'s replay is unspecialised generic code
/// over `<Data, ID, Content>`, and each run-time type it names (a struct generic over the three,
/// the `ForEach` itself held in it) is looked up in the runtime's metadata cache every time it
/// is used: a third of a swap's instructions went to such look-ups. A method of
/// `KeyedChildren<ID>` finds `ID` in its own object's type, so these edits name no type that
/// must be looked up, except the arrays they mutate. Only inserts and replacements, which
/// evaluate content, go through the `ForEach` (`ForEach+ListModel.swift`).
///
/// Rows removed during a replay are set aside here with their ids until its end
/// (``endRowsSetAside(in:)``): an insert of the same id in the same update takes its row back.
@MainActor
extension KeyedChildren {
    /// Exchanges the rows at `first` and `second`, and their host elements. Returns `false`
    /// when either position is outside the rows.
    func swapRows(_ first: Int, _ second: Int, in node: Node) -> Bool {
        let (low, high) = (min(first, second), max(first, second))
        guard low >= 0, high < node.childNodes.count else { return false }
        guard low != high else { return true }
        node.childNodes.swapAt(low, high)
        // Element by element: `swapAt` on an array of a generic type goes through the array's
        // run-time metadata and conformance.
        let lowID = order[low]
        order[low] = order[high]
        order[high] = lowID
        // The usual rows, of one host element each, exchange their elements in the host tree,
        // which finds where each goes from its links: no walk of the node children for the
        // element after each row (a fifth of a swap's instructions went to those walks).
        if node.hostParentForDirectEdits() != nil, let lowElement = node.childNodes[low].onlyHostElement(),
            let highElement = node.childNodes[high].onlyHostElement()
        {
            node.graph.hostTree.swapChildren(lowElement, highElement)
            return true
        }
        // The later one first: its anchor lies beyond both, among rows that did not move.
        node.moveHostElements(ofChildAt: high)
        node.moveHostElements(ofChildAt: low)
        return true
    }

    /// Takes the rows at `offsets` (ascending) out and puts them back together at `target`, an
    /// offset among the rows without them.
    func moveRows(_ offsets: [Int], to target: Int, in node: Node) -> Bool {
        guard let first = offsets.first, let last = offsets.last else { return true }
        guard first >= 0, last < node.childNodes.count, target >= 0, target <= node.childNodes.count - offsets.count
        else { return false }
        let moving = offsets.map { node.childNodes[$0] }
        let ids = offsets.map { order[$0] }
        for offset in offsets.reversed() {
            node.childNodes.remove(at: offset)
            order.remove(at: offset)
        }
        node.childNodes.insert(contentsOf: moving, at: target)
        order.insert(contentsOf: ids, at: target)
        // The last first, as for an insert.
        for offset in moving.indices.reversed() { node.moveHostElements(ofChildAt: target + offset) }
        return true
    }

    /// Removes `count` rows at `index`, setting them aside with their host elements detached.
    /// `isLastEdit` says no later edit of this replay can take a row back.
    func removeRows(_ count: Int, at index: Int, in node: Node, isLastEdit: Bool) -> Bool {
        guard index >= 0, count >= 0, index + count <= node.childNodes.count else { return false }
        if count > 1, count == node.childNodes.count { return removeEveryRow(in: node, isLastEdit: isLastEdit) }
        if count == 1 {
            node.detachHostElements(of: node.childNodes[index])
        } else {
            node.detachHostElements(ofChildrenIn: index..<(index + count))
        }
        if count == 1 {
            // One row (the usual remove): no reservation, and `remove(at:)` rather than the
            // generic range removal, each of which looked up run-time types.
            setAsideRow(at: index, in: node)
            node.childNodes.remove(at: index)
            order.remove(at: index)
            return true
        }
        removedRows.reserveCapacity(removedRows.count + count)
        removedIDs.reserveCapacity(removedIDs.count + count)
        for offset in index..<(index + count) { setAsideRow(at: offset, in: node) }
        node.childNodes.removeSubrange(index..<(index + count))
        order.removeSubrange(index..<(index + count))
        return true
    }

    /// Sets the row at `offset` aside with its id until the replay ends, and forgets it as the
    /// row of that id. The caller detaches its host elements and takes it out of the rows.
    func setAsideRow(at offset: Int, in node: Node) {
        removedRows.append(node.childNodes[offset])
        removedIDs.append(order[offset])
        hasRowsSetAside = true
        // `unfile`, not the subscript's setter of nil: in unspecialised code that looks up
        // `Dictionary._Variant`'s and `Optional`'s run-time types at each call (about 660
        // instructions more, in callgrind of a replaced list's removed rows).
        unfile(order[offset])
    }

    /// A clear: every row's elements detached in one pass, the rows set aside without hashing
    /// their ids (``endRowsSetAside(in:)`` unmounts them). As the replay's last edit no insert
    /// can take a row back, so the elements are removed and destroyed at once instead.
    private func removeEveryRow(in node: Node, isLastEdit: Bool) -> Bool {
        if isLastEdit {
            clearedElementsGone = node.removeHostElements(ofChildrenIn: node.childNodes.indices)
        } else {
            node.detachHostElements(ofChildrenIn: node.childNodes.indices)
        }
        fileRemovedRows()
        removedRows = node.childNodes.array
        hasRowsSetAside = true
        removedIDs = order
        nodes.removeAll()
        node.childNodes.removeAll()
        order.removeAll()
        return true
    }

    /// Gives each of `ids` an entry in ``nodes`` holding `placeholder` (the `ForEach`'s own node,
    /// never a row), for rows about to be made, and returns `true`; or returns `false`, with
    /// ``nodes`` as it was, when an id already has a row or is listed twice.
    ///
    /// Why: an entry taken says whether the id was free, so one hash per id both checks the ids
    /// and makes their entries. Checking them first, with a look-up here and a set of the new
    /// ids for repeats, cost about 1,300 instructions an appended row more (the set's inserts
    /// and its run-time type, looked up at each).
    func reserveEntries(for ids: [ID], holding placeholder: Node) -> Bool {
        nodes.reserveCapacity(nodes.count + ids.count)
        for index in ids.indices {
            guard let previous = file(placeholder, under: ids[index]) else { continue }
            // Taken already: by a row (put back), or by this list's own placeholder (a repeat,
            // whose entry goes with the others below).
            if previous !== placeholder { file(previous, under: ids[index]) }
            for reserved in ids[..<index] { unfile(reserved) }
            return false
        }
        return true
    }

    /// The row set aside earlier in this replay for `id`, if any, taken back.
    func takeBackRow(_ id: ID) -> Node? {
        // Nothing set aside (an append, the usual insert): no look-up per row.
        guard !setAside.isEmpty || !removedRows.isEmpty else { return nil }
        fileRemovedRows()
        return setAside.removeValue(forKey: id)
    }

    /// Files the rows removed earlier in this replay under their ids, for an insert that may
    /// take one back.
    private func fileRemovedRows() {
        guard !removedRows.isEmpty else { return }
        // By index, not `zip` (see `insertRows`).
        setAside.reserveCapacity(setAside.count + removedRows.count)
        for index in removedRows.indices where index < removedIDs.count { setAside[removedIDs[index]] = removedRows[index] }
        removedRows = []
        removedIDs = []
    }

    /// Ends the rows set aside and not taken back: their state goes, `onDisappear` runs,
    /// their detached host elements are destroyed.
    func endRowsSetAside(in node: Node) {
        // Nothing removed in this replay (a swap, a move, an insert): no collection is read.
        guard hasRowsSetAside else { return }
        hasRowsSetAside = false
        if let elementsGone = clearedElementsGone {
            for row in removedRows { row.unmount(discardingHostElements: !elementsGone) }
            clearedElementsGone = nil
        } else if !removedRows.isEmpty {
            node.endRows(removedRows)
        }
        if !removedRows.isEmpty {
            removedRows = []
            removedIDs = []
        }
        guard !setAside.isEmpty else { return }
        node.endRows(Array(setAside.values))
        setAside.removeAll()
    }
}
