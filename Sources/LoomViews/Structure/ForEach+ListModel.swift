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
        let keyed = node.keyedChildren(ID.self)
        guard let list = followedList(keyed) else { return false }
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

    /// The data as a ``ListModel``, or `nil` when it is not one.
    ///
    /// The answer is remembered in `keyed` for this data type: comparing `Data` with
    /// `ListModel<Data.Element>` looks the latter's run-time type up (about 330 instructions, on
    /// every update of the list), while `Data`'s own type is at hand. A remembered list type
    /// says `Data` is exactly `ListModel<Data.Element>`, so the value is reinterpreted as it, as
    /// `sameType(_:as:)` does after its check.
    private func followedList(_ keyed: KeyedChildren<ID>) -> ListModel<Data.Element>? {
        let dataType = ObjectIdentifier(Data.self)
        if keyed.listDataType == dataType { return reinterpreted(data, as: ListModel<Data.Element>.self) }
        if keyed.otherDataType == dataType { return nil }
        // A metatype comparison, not `as?`: with Foundation loaded, casting an array to a class
        // bridges it to an `NSArray` first, boxing every element (a tenth of creating a row).
        let list = sameType(data, as: ListModel<Data.Element>.self)
        if list != nil { keyed.listDataType = dataType } else { keyed.otherDataType = dataType }
        return list
    }

    /// `value` as `Target`, a type it is known to be. Inlined, so `Target`'s run-time type is
    /// not looked up (`unsafeBitCast` to the class directly is flagged as a downcast, which
    /// takes an object, and `Data` is not known to be one).
    @inline(__always)
    private func reinterpreted<Value, Target>(_ value: Value, as _: Target.Type) -> Target {
        unsafeBitCast(value, to: Target.self)
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
    /// it does with an array. Edits by position are the rows' own (`ForEach+RowEdits.swift`);
    /// only inserts and replacements, which evaluate content, are done here, each in a
    /// function of its own so their generic locals are not looked up for the others.
    private func replay(
        _ edits: Range<Int>, of list: ListModel<Data.Element>, in node: Node, keyed: KeyedChildren<ID>
    ) -> Bool {
        guard node.childNodes.count == keyed.order.count else { return false }
        defer { keyed.endRowsSetAside(in: node) }
        for position in edits {
            let applied: Bool
            switch list.edit(at: position) {
            case .insert(let index, let count, let first):
                applied = insertRows(list.loggedElements(from: first, count: count), at: index, in: node, keyed: keyed)
            case .remove(let index, let count):
                applied = keyed.removeRows(count, at: index, in: node, isLastEdit: position == edits.upperBound - 1)
            case .replace(let index, let element):
                applied = replaceRow(at: index, with: list.loggedElement(element), in: node, keyed: keyed)
            case .swap(let first, let second): applied = keyed.swapRows(first, second, in: node)
            case .move(let offsets, let target): applied = keyed.moveRows(offsets, to: target, in: node)
            }
            if !applied { return false }
        }
        return true
    }

    /// The content and id of each element, its closures evaluated under observation tracking
    /// for the node (see ``ViewGraph/evaluateContent(of:_:)``).
    private func rows(for elements: [Data.Element], in node: Node) -> (ids: [ID], views: [Content]) {
        // Each array made by one loop (see `compareEveryRow` and `mapArray`).
        var ids: [ID] = []
        let views = node.graph.evaluateContent(of: node) {
            ids = mapArray(elements, idOf)
            return mapArray(elements, content)
        }
        return (ids, views)
    }

    /// A row for `view`: the one set aside earlier in this replay for `id`, updated, or a new one.
    private func row(_ id: ID, _ view: Content, in node: Node, keyed: KeyedChildren<ID>) -> Node {
        if let earlier = keyed.takeBackRow(id) {
            earlier.update(to: view, context: node.context)
            return earlier
        }
        return node.makeChild(view, context: node.context)
    }

    @inline(never)
    private func insertRows(_ elements: [Data.Element], at index: Int, in node: Node, keyed: KeyedChildren<ID>) -> Bool {
        guard index >= 0, index <= node.childNodes.count else { return false }
        let (ids, views) = rows(for: elements, in: node)
        // Each id's entry is taken before any row is made, which also finds an id shown already
        // or listed twice (see ``KeyedChildren/reserveEntries(for:holding:)``).
        guard keyed.reserveEntries(for: ids, holding: node) else { return false }
        var made: [Node] = []
        made.reserveCapacity(views.count)
        // By index, not `zip`: unspecialised, each step of a zip's iterator looked up the
        // run-time types of its optional pair (about 4,000 instructions per appended row).
        node.buildingChildrenPlacedDirectly {
            for index in ids.indices {
                let id = ids[index]
                let child = row(id, views[index], in: node, keyed: keyed)
                // It replaces the entry's placeholder.
                keyed.file(child, under: id)
                made.append(child)
            }
        }
        node.childNodes.insert(contentsOf: made, at: index)
        keyed.order.insert(contentsOf: ids, at: index)
        node.insertHostElements(ofChildrenIn: index..<(index + made.count))
        return true
    }

    @inline(never)
    private func replaceRow(at index: Int, with element: Data.Element, in node: Node, keyed: KeyedChildren<ID>) -> Bool {
        guard index >= 0, index < node.childNodes.count else { return false }
        let (ids, views) = rows(for: [element], in: node)
        let id = ids[0]
        if id == keyed.order[index] {
            node.childNodes[index].update(to: views[0], context: node.context)
            return true
        }
        guard keyed.row(for: id) == nil else { return false }
        node.detachHostElements(of: node.childNodes[index])
        keyed.setAsideRow(at: index, in: node)
        let child = node.buildingChildrenPlacedDirectly { row(id, views[0], in: node, keyed: keyed) }
        keyed.file(child, under: id)
        node.childNodes[index] = child
        keyed.order[index] = id
        node.insertHostElements(ofChildrenIn: index..<(index + 1))
        return true
    }
}
