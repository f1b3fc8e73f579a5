/// The hook that makes a `ForEach` over a ``ListModel`` update in proportion to the list's edits.
///
/// A `ForEach` may skip the rows of elements no edit touched only when its content closure is
/// the one it last ran and nothing that closure read has changed since: then those rows would
/// come out the same. Both are known here. The node is rebuilt in place (its parent did not run
/// and hand it a new value and closure) and its handle says no read value changed; the list
/// invalidated it as a follower (see ``TrackedReaders/editsDidArrive()``). Otherwise, or when
/// the list's log no longer reaches back to the version the rows show, every row goes through
/// the general keyed comparison, as for an array.
extension ForEach {
    /// Builds the rows of a `ForEach` over a ``ListModel`` and returns `true`, or returns
    /// `false` when the data is not a ``ListModel``.
    func buildsFollowingListEdits(_ node: Node) -> Bool {
        // A metatype comparison, not `as?`: with Foundation loaded, casting an array to a class
        // bridges it to an `NSArray` first, boxing every element (a tenth of creating a row).
        guard let list = sameType(data, as: ListModel<Data.Element>.self) else { return false }
        let keyed = node.keyedChildren(ID.self)
        let handle = node.handle
        let readValueChanged = handle.readValueChanged
        handle.readValueChanged = false
        let replayed: Bool
        if node.isRebuildingInPlace, !readValueChanged, let seen = keyed.seenVersion,
            let edits = list.editPositions(since: seen), !edits.isEmpty
        {
            replayed = replay(edits, of: list, in: node, keyed: keyed)
        } else {
            replayed = false
        }
        if !replayed { compareEveryElement(of: list, in: node) }
        // Rows can follow edits by position only while they line up one to one with the
        // elements (a repeated id shows one row for two elements).
        let aligned = keyed.order.count == list.storage.count && node.childNodes.count == keyed.order.count
        keyed.seenVersion = aligned ? list.version : nil
        list.followers.record(handle)
        return true
    }

    /// The general path, over the elements read without making this node a reader of the list
    /// (it follows the list's edits instead). Never inlined: its `ForEach` type would otherwise
    /// be looked up on every replayed edit (see `compareEveryRow`).
    @inline(never)
    private func compareEveryElement(of list: ListModel<Data.Element>, in node: Node) {
        ForEach<[Data.Element], ID, Content>(list.storage, idOf: idOf, content: content)._buildNodeTree(node)
    }

    /// Applies `edits` to the rows, each whole, and returns whether all were applied. One that
    /// cannot be (an inserted id is already shown) stops the replay with the rows consistent
    /// and lined up with the list as it was before that edit; the general path takes it from
    /// there.
    ///
    /// A removed row waits until the end of the replay before it goes: an element removed and
    /// inserted again in the same update (a move done by hand) keeps its row and its state, as
    /// it does with an array.
    private func replay(
        _ edits: Range<Int>, of list: ListModel<Data.Element>, in node: Node, keyed: KeyedChildren<ID>
    ) -> Bool {
        guard node.childNodes.count == keyed.order.count else { return false }
        var rows = ReplayedRows(node: node, keyed: keyed, forEach: self)
        defer { rows.endRemovedRows() }
        for position in edits {
            let applied: Bool
            switch list.edit(at: position) {
            case .insert(let index, let count, let first):
                applied = rows.insert(list.loggedElements(from: first, count: count), at: index)
            case .remove(let index, let count):
                applied = rows.remove(count, at: index, isLastEdit: position == edits.upperBound - 1)
            case .replace(let index, let element): applied = rows.replace(at: index, with: list.loggedElement(element))
            case .swap(let first, let second): applied = rows.swap(first, second)
            case .move(let offsets, let target): applied = rows.move(offsets, to: target)
            }
            if !applied { return false }
        }
        return true
    }
}

/// The rows of one `ForEach` node while it replays a list's edits: its children and their ids,
/// changed together, and the rows removed so far.
@MainActor
private struct ReplayedRows<Data: RandomAccessCollection, ID: Hashable, Content: View> {
    let node: Node
    let keyed: KeyedChildren<ID>
    let forEach: ForEach<Data, ID, Content>
    /// Rows removed during this replay, by id: an insert of the same id takes its row back.
    /// (Made with `init()`, not `[:]`: the literal looks up the run-time type of its pairs.)
    var removed = [ID: Node]()
    /// Every row, when an edit removed them all (a cleared list), and their ids: kept apart
    /// from ``removed`` so a clear hashes no id; filed there only if a later edit inserts.
    /// Two arrays, not a tuple of them, whose run-time type each replay would look up.
    var clearedRows: [Node] = []
    var clearedIDs: [ID] = []
    /// Whether the cleared rows' elements were already removed and destroyed, with nothing
    /// left detached in the tree (see ``Node/removeHostElements(ofChildrenIn:)``); `nil` when
    /// they were only detached.
    var clearedElementsGone: Bool?

    /// The content and id of each element, its closures evaluated under observation tracking
    /// for the node (see ``ViewGraph/evaluateContent(of:_:)``).
    private func rows(for elements: [Data.Element]) -> (ids: [ID], views: [Content]) {
        var ids: [ID] = []
        ids.reserveCapacity(elements.count)
        let views = node.graph.evaluateContent(of: node) {
            elements.map { element in
                ids.append(forEach.idOf(element))
                return forEach.content(element)
            }
        }
        return (ids, views)
    }

    /// A row for `view`: the one removed earlier in this replay for `id`, updated, or a new one.
    private mutating func row(_ id: ID, _ view: Content) -> Node {
        fileClearedRows()
        if let earlier = removed.removeValue(forKey: id) {
            earlier.update(to: view, context: node.context)
            return earlier
        }
        return node.makeChild(view, context: node.context)
    }

    mutating func insert(_ elements: [Data.Element], at index: Int) -> Bool {
        guard index >= 0, index <= node.childNodes.count else { return false }
        let (ids, views) = rows(for: elements)
        var fresh = Set<ID>()
        for id in ids where keyed.nodes[id] != nil || !fresh.insert(id).inserted { return false }
        var made: [Node] = []
        made.reserveCapacity(views.count)
        node.buildingChildrenPlacedDirectly {
            for (id, view) in zip(ids, views) {
                let child = row(id, view)
                keyed.nodes[id] = child
                made.append(child)
            }
        }
        node.childNodes.insert(contentsOf: made, at: index)
        keyed.order.insert(contentsOf: ids, at: index)
        node.insertHostElements(ofChildrenIn: index..<(index + made.count))
        return true
    }

    mutating func remove(_ count: Int, at index: Int, isLastEdit: Bool) -> Bool {
        guard index >= 0, count >= 0, index + count <= node.childNodes.count else { return false }
        if count > 1, count == node.childNodes.count { return removeEveryRow(isLastEdit: isLastEdit) }
        if count == 1 {
            node.detachHostElements(of: node.childNodes[index])
        } else {
            node.detachHostElements(ofChildrenIn: index..<(index + count))
        }
        removed.reserveCapacity(removed.count + count)
        for offset in index..<(index + count) {
            removed[keyed.order[offset]] = node.childNodes[offset]
            keyed.nodes[keyed.order[offset]] = nil
        }
        node.childNodes.removeSubrange(index..<(index + count))
        keyed.order.removeSubrange(index..<(index + count))
        return true
    }

    /// A clear: every row's elements detached in one pass, the rows set aside without hashing
    /// their ids (``endRemovedRows()`` unmounts them). As the replay's last edit no insert can
    /// take a row back, so the elements are removed and destroyed at once instead.
    private mutating func removeEveryRow(isLastEdit: Bool) -> Bool {
        if isLastEdit {
            clearedElementsGone = node.removeHostElements(ofChildrenIn: node.childNodes.indices)
        } else {
            node.detachHostElements(ofChildrenIn: node.childNodes.indices)
        }
        fileClearedRows()
        clearedRows = node.childNodes.array
        clearedIDs = keyed.order
        keyed.nodes.removeAll()
        node.childNodes.removeAll()
        keyed.order.removeAll()
        return true
    }

    /// Files the rows of an earlier clear under their ids, for an insert that may take one back.
    private mutating func fileClearedRows() {
        guard !clearedRows.isEmpty else { return }
        for (id, row) in zip(clearedIDs, clearedRows) { removed[id] = row }
        clearedRows = []
        clearedIDs = []
    }

    mutating func replace(at index: Int, with element: Data.Element) -> Bool {
        guard index >= 0, index < node.childNodes.count else { return false }
        let (ids, views) = rows(for: [element])
        let id = ids[0]
        if id == keyed.order[index] {
            node.childNodes[index].update(to: views[0], context: node.context)
            return true
        }
        guard keyed.nodes[id] == nil else { return false }
        let old = node.childNodes[index]
        node.detachHostElements(of: old)
        removed[keyed.order[index]] = old
        keyed.nodes[keyed.order[index]] = nil
        let child = node.buildingChildrenPlacedDirectly { row(id, views[0]) }
        keyed.nodes[id] = child
        node.childNodes[index] = child
        keyed.order[index] = id
        node.insertHostElements(ofChildrenIn: index..<(index + 1))
        return true
    }

    func swap(_ first: Int, _ second: Int) -> Bool {
        let (low, high) = (min(first, second), max(first, second))
        guard low >= 0, high < node.childNodes.count else { return false }
        guard low != high else { return true }
        node.childNodes.swapAt(low, high)
        // Element by element: `swapAt` on an array of a generic type goes through the array's
        // run-time metadata and conformance.
        let lowID = keyed.order[low]
        keyed.order[low] = keyed.order[high]
        keyed.order[high] = lowID
        // The later one first: its anchor lies beyond both, among rows that did not move.
        node.moveHostElements(ofChildAt: high)
        node.moveHostElements(ofChildAt: low)
        return true
    }

    func move(_ offsets: [Int], to target: Int) -> Bool {
        guard let first = offsets.first, let last = offsets.last else { return true }
        guard first >= 0, last < node.childNodes.count, target >= 0, target <= node.childNodes.count - offsets.count
        else { return false }
        let moving = offsets.map { node.childNodes[$0] }
        let ids = offsets.map { keyed.order[$0] }
        for offset in offsets.reversed() {
            node.childNodes.remove(at: offset)
            keyed.order.remove(at: offset)
        }
        node.childNodes.insert(contentsOf: moving, at: target)
        keyed.order.insert(contentsOf: ids, at: target)
        // The last first, as for an insert.
        for offset in moving.indices.reversed() { node.moveHostElements(ofChildAt: target + offset) }
        return true
    }

    /// Ends the rows removed and not inserted again: their state goes, `onDisappear` runs,
    /// their detached host elements are destroyed.
    mutating func endRemovedRows() {
        if let elementsGone = clearedElementsGone {
            for row in clearedRows { row.unmount(discardingHostElements: !elementsGone) }
        } else {
            node.endRows(clearedRows)
        }
        clearedRows = []
        clearedIDs = []
        guard !removed.isEmpty else { return }
        node.endRows(Array(removed.values))
        removed.removeAll()
    }
}
