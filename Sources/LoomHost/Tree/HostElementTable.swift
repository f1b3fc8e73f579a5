/// A ``HostTree``'s elements by id, in an ``IDTable``, and the source of their ids.
///
/// The tree hands out ids in increasing order, so live ids crowd together in the table's
/// chunks; the chunk the next id falls in is kept even when its elements are gone, as it is
/// about to be filled. Ids are never reused: a late browser event naming a removed element must
/// find nothing, not a newer element that took its number. What the table keeps for ids long
/// gone is one empty entry (16 bytes) per ``chunkSize`` ids handed out, about 60 bytes per 1,000
/// rows created in the benchmark.
struct HostElementTable {
    /// Slots per chunk (see ``IDTable``): a chunk is 2 KiB of references, about fifty benchmark rows.
    static var chunkSize: Int { IDTable<HostElement>.chunkSize }

    private var elements = IDTable<HostElement>()
    private(set) var nextID = 0
    /// How many elements the table holds.
    var count: Int { elements.count }

    /// The element with this id, if it is in the table.
    subscript(id: HostElementID) -> HostElement? { elements[id] }

    /// A new id, higher than every id handed out before. Stops the program at the 2^48 - 1st
    /// (see ``PackedElementID``: an element keeps its id in 48 bits) rather than hand out an
    /// id that would be read back as another.
    mutating func makeID() -> HostElementID {
        precondition(nextID < PackedElementID.limit, "HostElementTable: ids past 48 bits")
        defer { nextID += 1 }
        return HostElementID(nextID)
    }

    /// Puts `element` in the slot of its id, which must come from ``makeID()`` and be free.
    mutating func insert(_ element: HostElement) {
        precondition(element.id.rawValue < nextID, "HostElementTable: \(element.id) was not handed out by this table")
        elements.insert(element, at: element.id)
    }

    /// Takes the element with this id out of the table, dropping its chunk when it was the
    /// chunk's last and no id of the chunk is still to be handed out.
    mutating func remove(_ id: HostElementID) {
        elements.remove(id, keepingChunkOf: nextID)
    }

    /// Calls `body` with every element in the table, in id order.
    func forEach(_ body: (HostElement) -> Void) { elements.forEach(body) }

    /// How many chunks are allocated: tests read it to check that a cleared list's chunks go.
    var heldChunks: Int { elements.heldChunks }
}
