/// A ``HostTree``'s elements by id, and the source of their ids: a table indexed by the id
/// itself, in chunks of ``chunkSize`` slots.
///
/// It replaces a dictionary from id to element, which cost about 250 bytes per benchmark row
/// (five elements, with the dictionary's spare capacity) and a hash on every create, look-up
/// and removal (issue 18). The tree hands out ids in increasing order, so live ids crowd
/// together: a look-up is two array reads.
///
/// A chunk is allocated when its first id is handed out and dropped when its last live element
/// leaves, except the chunk the next id falls in, which is about to be filled. Ids are never
/// reused: a late browser event naming a removed element must find nothing, not a newer element
/// that took its number. What the table keeps for ids long gone is one empty entry (16 bytes)
/// per ``chunkSize`` ids handed out, about 60 bytes per 1,000 rows created in the benchmark.
struct HostElementTable {
    /// Slots per chunk: a chunk is 2 KiB of references, about fifty benchmark rows.
    static let chunkSize = 256
    private static let chunkShift = 8

    private struct Chunk {
        /// The elements by `id % chunkSize`; empty once the chunk is dropped (or before it is made).
        var slots: ContiguousArray<HostElement?> = []
        /// How many slots hold an element.
        var live = 0
    }

    private var chunks: [Chunk] = []
    private(set) var nextID = 0
    /// How many elements the table holds.
    private(set) var count = 0

    /// The element with this id, if it is in the table.
    subscript(id: HostElementID) -> HostElement? {
        let raw = id.rawValue
        let chunk = raw >> Self.chunkShift
        guard raw >= 0, chunk < chunks.count else { return nil }
        let slots = chunks[chunk].slots
        return slots.isEmpty ? nil : slots[raw & (Self.chunkSize - 1)]
    }

    /// A new id, higher than every id handed out before.
    mutating func makeID() -> HostElementID {
        defer { nextID += 1 }
        return HostElementID(nextID)
    }

    /// Puts `element` in the slot of its id, which must come from ``makeID()`` and be free.
    mutating func insert(_ element: HostElement) {
        let raw = element.id.rawValue
        precondition(raw >= 0 && raw < nextID, "HostElementTable: \(element.id) was not handed out by this table")
        let chunk = raw >> Self.chunkShift
        while chunks.count <= chunk { chunks.append(Chunk()) }
        if chunks[chunk].slots.isEmpty {
            chunks[chunk].slots = ContiguousArray(repeating: nil, count: Self.chunkSize)
        }
        let slot = raw & (Self.chunkSize - 1)
        precondition(chunks[chunk].slots[slot] == nil, "HostElementTable: \(element.id) is already in the table")
        chunks[chunk].slots[slot] = element
        chunks[chunk].live += 1
        count += 1
    }

    /// Takes the element with this id out of the table, dropping its chunk when it was the
    /// chunk's last and no id of the chunk is still to be handed out.
    mutating func remove(_ id: HostElementID) {
        let raw = id.rawValue
        let chunk = raw >> Self.chunkShift
        guard raw >= 0, chunk < chunks.count, !chunks[chunk].slots.isEmpty else { return }
        let slot = raw & (Self.chunkSize - 1)
        guard chunks[chunk].slots[slot] != nil else { return }
        chunks[chunk].slots[slot] = nil
        chunks[chunk].live -= 1
        count -= 1
        if chunks[chunk].live == 0, chunk != nextID >> Self.chunkShift {
            chunks[chunk] = Chunk()
        }
    }

    /// Calls `body` with every element in the table, in id order.
    func forEach(_ body: (HostElement) -> Void) {
        for chunk in chunks {
            for case let element? in chunk.slots { body(element) }
        }
    }

    /// How many chunks are allocated: tests read it to check that a cleared list's chunks go.
    var heldChunks: Int {
        chunks.reduce(0) { held, chunk in held + (chunk.slots.isEmpty ? 0 : 1) }
    }
}
