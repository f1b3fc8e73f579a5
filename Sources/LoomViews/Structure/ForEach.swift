/// Views for each element of a collection, identified by the elements' ids: when the data
/// changes, rows keep their state and move with their element, and the host tree gets the
/// fewest inserts, removes and moves.
///
/// ```swift
/// ForEach(todos) { todo in TodoRow(todo: todo) }          // Identifiable
/// ForEach(names, id: \.self) { name in Text(name) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ```
/// Ids must be unique: a duplicate is reported and only its first element is shown.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: BuiltinView {
    public var data: Data
    /// Reads an element's id: a closure rather than a key path, so `Identifiable` data reads
    /// `id` directly (key-path application costs more per row).
    let idOf: (Data.Element) -> ID
    public var content: (Data.Element) -> Content

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, idOf: { $0[keyPath: id] }, content: content)
    }

    init(_ data: Data, idOf: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idOf = idOf
        self.content = content
    }

    public func _buildNodeTree(_ node: Node) {
        if buildsWindowedRows(node) { return }
        if buildsFollowingListEdits(node) { return }
        if buildsPickerOptions(node) { return }
        compareEveryRow(node)
    }

    /// The general build: every element's content evaluated and its row found by id.
    ///
    /// A function of its own, never inlined, because unspecialised generic code looks up the
    /// run-time type of each generic local (its tuples, optionals, arrays) when the function
    /// starts: a `ForEach` that replays a list's edits returned from the hook above and still
    /// paid for this body's types on every edit.
    @inline(never)
    func compareEveryRow(_ node: Node) {
        // Read before any row is made (a new row's elements wait detached for the sync). With
        // no element detached anywhere in the tree, a row this comparison drops has every
        // element attached (nothing here touches a row no id claims; the sync this marks
        // removes them), and discarding would leave each alone: its unmount does not look each
        // up (five look-ups a replaced benchmark row; see `Node.endRows`).
        let nothingWasDetached = node.graph.hostTree.unparentedElements == 0
        let keyed = node.keyedChildren(ID.self)
        let contentType = ObjectIdentifier(Content.self)
        var newChildren: [Node] = []
        newChildren.reserveCapacity(data.count)
        var duplicates: [ID] = []
        let context = node.context

        // Content closures run under observation tracking (what they read belongs to the
        // ForEach); the rows are built afterwards, so their own reads stay theirs. Ids and
        // views go in two arrays rather than one of tuples: a generic tuple is copied through
        // its run-time layout, element by element.
        // Each array made by one `map`: appending to one from the other's closure looked up the
        // array's run-time type at every element (about 330 instructions a created row). Array
        // data is read without the collection's subscript coroutine (`ForEach+ArrayData.swift`).
        var keys: [ID] = []
        let views: [Content] = node.graph.evaluateContent(of: node) {
            if let elements = dataAsArray {
                keys = mapArray(elements, idOf)
                return mapArray(elements, content)
            }
            keys = data.map(idOf)
            return data.map(content)
        }
        // No rows any more (the data was emptied): every row goes at once, none is compared.
        if keys.isEmpty {
            node.removeEveryKeyedRow(keyed)
            return
        }
        // The common case: the same ids in the same order. Each row updates in place; nothing
        // is hashed and the host children stay as they are.
        if keyed.order == keys, node.childNodes.count == keys.count {
            for index in views.indices { node.childNodes[index].update(to: views[index], context: context) }
            return
        }
        // Otherwise the ids the old and new lists agree on at the front and at the back keep
        // their rows by position, and only the ids between go through the keyed table. A row
        // appended (or removed) hashes one id, not every id in the list: one event adding one
        // row costs the same hashing at 2,000 rows as at 20.
        let oldChildren = node.childNodes
        let oldOrder = keyed.order
        // Rows and ids line up one to one (both are written together below); if they ever did
        // not, every id goes through the table.
        let aligned = oldChildren.count == oldOrder.count
        let common = aligned ? min(oldOrder.count, keys.count) : 0
        var prefix = 0
        while prefix < common, oldOrder[prefix] == keys[prefix], oldChildren[prefix].viewType == contentType { prefix += 1 }
        var suffix = 0
        while suffix < common - prefix, oldOrder[oldOrder.count - 1 - suffix] == keys[keys.count - 1 - suffix],
            oldChildren[oldChildren.count - 1 - suffix].viewType == contentType
        {
            suffix += 1
        }

        var newOrder: [ID] = []
        newOrder.reserveCapacity(keys.count)
        let middle = prefix..<(keys.count - suffix)
        // A replacement: nothing agreed at either end, and the first id between had no row. The
        // rows then go into a new table and the old one goes whole at the end: taking each old
        // row out of a shared table cost a hashed removal (about 460 instructions a replaced
        // row of the benchmark table), where the new table costs a look-up per row (about 125,
        // for a repeated id). Only when the old table holds exactly the old rows, which the
        // removals below then leave alone.
        let rebuildsTable = aligned && prefix == 0 && suffix == 0 && !middle.isEmpty
            && !keyed.nodes.isEmpty && keyed.nodes.count == oldOrder.count
            && keyed.row(for: keys[middle.lowerBound]) == nil
        // Otherwise new rows go straight into the keyed table, claimed (so a repeated id finds
        // its first row claimed), and old rows no id claimed are taken out of it below only
        // while the table still names them. A separate table of the rows added (beside this
        // one) cost an unspecialised dictionary insert and look-up per new row (about 1,700
        // instructions a created row of the benchmark table, with the table's metadata looked
        // up at each).
        if rebuildsTable { keyed.setOldRowsAside() }
        // Either way, and before the loop: this call fetches the table's run-time type where
        // the loop's `updateValue` reuses it. Made in one branch only, the loop fetched it
        // again at every row (about 170 instructions a created row).
        keyed.nodes.reserveCapacity(keys.count)
        for index in 0..<prefix {
            let child = oldChildren[index]
            child.isClaimed = true
            child.update(to: views[index], context: context)
            newChildren.append(child)
            newOrder.append(keys[index])
        }
        // Between the agreed ends, each id finds its old row through the keyed table; a row a
        // list reordered keeps its node (and state), found by id.
        for index in middle {
            let key = keys[index]
            let child: Node
            // The row this id had, from the old table or the shared one (see `oldRow`).
            let (existing, isRepeat) = keyed.oldRow(key, replacing: rebuildsTable)
            if isRepeat {
                duplicates.append(key)
                continue
            }
            let isNew: Bool
            if let existing, existing.viewType == contentType {
                existing.isClaimed = true
                existing.update(to: views[index], context: context)
                child = existing
                isNew = false
            } else {
                // A row of another view type under this id (never, as a `ForEach`'s content type
                // is fixed) ends before its entry is taken.
                existing?.unmount()
                child = node.makeChild(views[index], context: context)
                child.isClaimed = true
                isNew = true
            }
            // A new row, or any row of a rebuilt table, is filed under its id.
            if isNew || rebuildsTable { keyed.file(child, under: key) }
            newChildren.append(child)
            newOrder.append(key)
        }
        for offset in 0..<suffix {
            let child = oldChildren[oldChildren.count - suffix + offset]
            let index = keys.count - suffix + offset
            // An id of the middle that repeats one of the back already claimed its row.
            if child.isClaimed {
                duplicates.append(keys[index])
                continue
            }
            child.isClaimed = true
            child.update(to: views[index], context: context)
            newChildren.append(child)
            newOrder.append(keys[index])
        }

        // Rows no id claimed are gone; only the old rows between the agreed ends can be.
        var structureChanged = newChildren.count != oldChildren.count
        if aligned {
            for index in prefix..<(oldOrder.count - suffix) where !oldChildren[index].isClaimed {
                let old = oldChildren[index]
                old.unmount(discardingHostElements: !nothingWasDetached)
                structureChanged = true
                // A rebuilt table never held the old rows (the old one goes whole).
                if rebuildsTable { continue }
                // Taken out by `removeValue`, and put back if a new row of another view type
                // had taken its id's entry: a look-up and the subscript's setter of nil (in
                // unspecialised code it looks up `Dictionary._Variant`'s and `Optional`'s
                // run-time types at each call) cost about 1,270 instructions a removed row of a
                // replaced benchmark list, `removeValue` about 450.
                let key = oldOrder[index]
                if let entry = keyed.unfile(key), entry !== old {
                    keyed.file(entry, under: key)
                }
            }
        } else {
            // New rows are claimed, so only old ones are left here.
            for (key, old) in keyed.nodes where !old.isClaimed {
                old.unmount(discardingHostElements: !nothingWasDetached)
                keyed.unfile(key)
                structureChanged = true
            }
        }
        for child in newChildren { child.isClaimed = false }
        if !structureChanged {
            // Past the agreed front (a repeated id can shift the back too).
            structureChanged = !zip(oldChildren[prefix...], newChildren[prefix...]).allSatisfy { $0 === $1 }
        }
        if rebuildsTable { keyed.dropOldRows() }
        keyed.order = newOrder
        node.childNodes = NodeChildren(newChildren)
        if structureChanged { node.graph.markHostStructureChanged(below: node) }
        if !duplicates.isEmpty {
            let shown = duplicates.prefix(3).map { "\($0)" }.joined(separator: ", ")
            node.graph.report("""
                ForEach<\(Data.self), \(ID.self)>: the id \(shown) occurs more than once \
                (\(duplicates.count) duplicate\(duplicates.count == 1 ? "" : "s")). Ids must be unique; \
                only the first element with each id is shown.
                """)
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for Identifiable elements, identified by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, idOf: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of numbers, identified by the number.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// The keyed children of a `ForEach` node, by id.
///
/// Its stored properties are `@exclusivity(unchecked)`, for the reason given on `Node`: they are
/// touched only on the main actor, by the node's own build, and no access is held across a call
/// that could reach them again. A swap checked each access at run time (about 450 instructions).
///
/// Not final: ``IntKeyedChildren`` compiles its by-id look-ups and edits for `Int` ids. Its
/// stored properties are `final`, so only those methods are dispatched.
class KeyedChildren<ID: Hashable>: KeyedChildrenHeader {
    @exclusivity(unchecked) final var nodes: [ID: Node] = [:]
    /// The ids of the current children, in order (a repeated id kept its first child only).
    @exclusivity(unchecked) final var order: [ID] = []

    // Set aside during a replay of a list's edits, empty between updates (see
    // `ForEach+RowEdits.swift`). Kept in the object rather than in a value made per replay:
    // a value generic over the `ForEach`'s types was looked up at run time on every replay.

    /// Rows removed during the replay, by id, once an insert may take one back (see
    /// ``removedRows``). (Made with `init()`, not `[:]`: the literal looks up the run-time type
    /// of its pairs.)
    @exclusivity(unchecked) final var setAside = [ID: Node]()
    /// Rows removed during the replay (every row, for a cleared list), and their ids, in the
    /// order removed: filed in ``setAside`` only when a later edit inserts. A remove alone
    /// hashes no id into a table made for it: making, filling and freeing that table for one
    /// removed row was about a fifth of a remove's instructions. Two arrays, not a tuple of
    /// them, whose run-time type would be looked up.
    @exclusivity(unchecked) final var removedRows: [Node] = []
    @exclusivity(unchecked) final var removedIDs: [ID] = []
    /// The old rows' table during a replacement (see `ForEach.compareEveryRow`), while
    /// ``nodes`` fills with the new rows; empty otherwise.
    @exclusivity(unchecked) final var oldNodes = [ID: Node]()

    init() { super.init(idType: ID.self) }

    // The table's look-ups and edits by id, one call each. Here, unspecialised, each call into
    // the standard library's generic `Dictionary` code looks its run-time types up (an
    // `updateValue` about 550 instructions, 250 of them the look-up of `Dictionary._Variant`);
    // ``IntKeyedChildren`` overrides them with the same bodies compiled for `Int` ids.

    /// The row filed under `id`, if any.
    func row(for id: ID) -> Node? { nodes[id] }

    /// The row `id` had in the old table during a replacement (see ``setOldRowsAside()``).
    func formerRow(for id: ID) -> Node? { oldNodes[id] }

    /// Files `row` under `id`, returning the row it replaced. `updateValue`, not the
    /// subscript's setter: unspecialised, the setter wraps the row in an optional whose
    /// run-time type it looks up (about 400 instructions a row).
    @discardableResult
    func file(_ row: Node, under id: ID) -> Node? { nodes.updateValue(row, forKey: id) }

    /// Takes the row filed under `id` out of the table. `removeValue`, not the subscript's
    /// setter of nil (in unspecialised code that looks up `Dictionary._Variant`'s and
    /// `Optional`'s run-time types at each call).
    @discardableResult
    func unfile(_ id: ID) -> Node? { nodes.removeValue(forKey: id) }

    /// Moves the rows' table to ``oldNodes`` and starts ``nodes`` afresh: for a replacement,
    /// whose old rows then go with the old table.
    func setOldRowsAside() {
        oldNodes = nodes
        nodes = [ID: Node]()
    }

    /// The row `key` had before this build, and whether `key` already came earlier in it (a
    /// repeat, which shows nothing). While `replacing`, a repeat finds its first row in the new
    /// table (an old row is claimed only by the first of its id); otherwise the shared table
    /// holds old rows and new ones, and a claimed row was taken by an earlier id.
    @MainActor func oldRow(_ key: ID, replacing: Bool) -> (row: Node?, isRepeat: Bool) {
        if replacing {
            if row(for: key) != nil { return (nil, true) }
            return (formerRow(for: key), false)
        }
        let row = row(for: key)
        if let row, row.isClaimed { return (nil, true) }
        return (row, false)
    }

    /// Lets the old rows' table go, at the end of a replacement.
    func dropOldRows() { oldNodes = [ID: Node]() }
}

/// The part of a node's ``KeyedChildren`` that does not depend on the id type: which id type it
/// is for, so the node finds its table without naming `KeyedChildren<ID>` (see
/// ``Node/keyedChildren(_:)``), and what its `ForEach` remembers between updates.
class KeyedChildrenHeader {
    /// The `KeyedChildren` subclass's `ID`.
    let idType: ObjectIdentifier
    /// For data that is a ``ListModel``: the version the rows show, while they line up one to
    /// one with its elements (see `ForEach+ListModel.swift`).
    @exclusivity(unchecked) var seenVersion: Int?
    /// Whether the cleared rows' elements were already removed and destroyed, with nothing
    /// left detached in the tree (see ``Node/removeHostElements(ofChildrenIn:)``); `nil` when
    /// they were only detached.
    @exclusivity(unchecked) var clearedElementsGone: Bool?
    /// Whether this replay set a row aside (see ``KeyedChildren/removedRows``): a replay that
    /// removed none, a swap, ends without reading those collections.
    @exclusivity(unchecked) var hasRowsSetAside = false
    /// The data type last found to be a ``ListModel``, and the last found not to be one (see
    /// `ForEach.followedList(_:)`). Two, because a list's node is also built with an array of
    /// its elements (the general comparison), which must not make it ask again for the list.
    @exclusivity(unchecked) var listDataType: ObjectIdentifier?
    @exclusivity(unchecked) var otherDataType: ObjectIdentifier?

    init(idType: Any.Type) { self.idType = ObjectIdentifier(idType) }
}

extension Node {
    /// Ends every row of this `ForEach` node: their host elements leave their parent and are
    /// destroyed as one edit (one ``HostMutation/removeChildren(_:)`` when they were all its
    /// children), then each row is unmounted. No id is hashed.
    func removeEveryKeyedRow<ID: Hashable>(_ keyed: KeyedChildren<ID>) {
        guard !childNodes.isEmpty else { return }
        let elementsGone = removeHostElements(ofChildrenIn: childNodes.indices)
        let rows = childNodes
        childNodes = []
        keyed.nodes.removeAll()
        keyed.order.removeAll()
        for row in rows { row.unmount(discardingHostElements: !elementsGone) }
    }

    /// The node's keyed children for ids of type `ID`, made at the first call.
    ///
    /// Found through their non-generic header and its id type, then cast unchecked: a cast to
    /// `KeyedChildren<ID>` looked its run-time type up on every build (about 330 instructions
    /// of a swap). The header's `idType` is set only by `KeyedChildren`'s `init`, from its own
    /// `ID`, and its one subclass is ``IntKeyedChildren`` (a `KeyedChildren<Int>`), so an equal
    /// id type means the object is a `KeyedChildren<ID>`.
    func keyedChildren<ID: Hashable>(_: ID.Type) -> KeyedChildren<ID> {
        if let existing = storage?.children as? KeyedChildrenHeader, existing.idType == ObjectIdentifier(ID.self) {
            return unsafeDowncast(existing, to: KeyedChildren<ID>.self)
        }
        // For `Int` ids, a table whose look-ups are compiled for them (see ``IntKeyedChildren``).
        let made = ID.self == Int.self ? unsafeDowncast(IntKeyedChildren(), to: KeyedChildren<ID>.self) : KeyedChildren<ID>()
        extras.children = made
        return made
    }
}
