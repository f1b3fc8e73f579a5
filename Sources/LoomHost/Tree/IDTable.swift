/// Values by element id, in a table indexed by the id itself, in chunks of ``chunkSize`` slots:
/// the storage of a ``HostTree``'s elements (``HostElementTable``) and of a ``HostReplica``'s.
///
/// It replaces a dictionary from id to value, which cost the dictionary's spare capacity and a
/// hash on every insert, look-up and removal (issue 18). A tree hands out ids in increasing
/// order, so live ids crowd together: a look-up is two array reads, and a chunk is full or
/// nearly so while its elements live.
///
/// A chunk is allocated when a value is first put in one of its slots and dropped when its
/// last value leaves, except the chunk the caller names as about to be filled (the one the
/// tree's next id falls in), so a tree adding and removing one element does not make and drop
/// a chunk each time. What the table keeps for ids long gone is one empty entry (16 bytes) per
/// ``chunkSize`` ids.
///
/// Ids must not be negative; the table grows to the highest id it holds.
struct IDTable<Value> {
    /// Slots per chunk: for the tree, 2 KiB of references, about fifty benchmark rows.
    static var chunkSize: Int { 1 << chunkShift }
    private static var chunkShift: Int { 8 }

    fileprivate struct Chunk {
        /// The values by `id % chunkSize`; empty once the chunk is dropped (or before it is made).
        var slots: ContiguousArray<Value?> = []
        /// How many slots hold a value.
        var live = 0
    }

    private var chunks: [Chunk] = []
    /// How many values the table holds.
    private(set) var count = 0

    init() {}

    /// The value with this id, if the table holds one. Changed in place through optional
    /// chaining (`table[id]?.field = x`): no copy of the value is made.
    subscript(id: HostElementID) -> Value? {
        get {
            let raw = id.rawValue
            let chunk = raw >> Self.chunkShift
            guard raw >= 0, chunk < chunks.count else { return nil }
            let slots = chunks[chunk].slots
            return slots.isEmpty ? nil : slots[raw & (Self.chunkSize - 1)]
        }
        _modify {
            let raw = id.rawValue
            let chunk = raw >> Self.chunkShift
            if raw >= 0, chunk < chunks.count, !chunks[chunk].slots.isEmpty {
                let slot = raw & (Self.chunkSize - 1)
                let wasHeld = chunks[chunk].slots[slot] != nil
                yield &chunks[chunk].slots[slot]
                let isHeld = chunks[chunk].slots[slot] != nil
                if wasHeld != isHeld {
                    chunks[chunk].live += isHeld ? 1 : -1
                    count += isHeld ? 1 : -1
                }
            } else {
                // No chunk: nothing to change in place; a value stored here is inserted.
                var value: Value?
                yield &value
                if let value { insert(value, at: id) }
            }
        }
    }

    /// Puts `value` in the slot of `id`, which must be free.
    mutating func insert(_ value: Value, at id: HostElementID) {
        let raw = id.rawValue
        precondition(raw >= 0, "IDTable: \(id) is negative")
        let chunk = raw >> Self.chunkShift
        while chunks.count <= chunk { chunks.append(Chunk()) }
        if chunks[chunk].slots.isEmpty {
            chunks[chunk].slots = ContiguousArray(repeating: nil, count: Self.chunkSize)
        }
        let slot = raw & (Self.chunkSize - 1)
        precondition(chunks[chunk].slots[slot] == nil, "IDTable: \(id) is already in the table")
        chunks[chunk].slots[slot] = value
        chunks[chunk].live += 1
        count += 1
    }

    /// Takes the value with this id out of the table and returns it, dropping its chunk when it
    /// was the chunk's last unless `keptID` (the next id to be filled) falls in the same chunk.
    @discardableResult
    mutating func remove(_ id: HostElementID, keepingChunkOf keptID: Int) -> Value? {
        let raw = id.rawValue
        let chunk = raw >> Self.chunkShift
        guard raw >= 0, chunk < chunks.count, !chunks[chunk].slots.isEmpty else { return nil }
        // Moved out, not copied: the slot's reference is handed over, with no retain of its own.
        var value: Value?
        swap(&value, &chunks[chunk].slots[raw & (Self.chunkSize - 1)])
        guard value != nil else { return nil }
        chunks[chunk].live -= 1
        count -= 1
        if chunks[chunk].live == 0, chunk != keptID >> Self.chunkShift {
            chunks[chunk] = Chunk()
        }
        return value
    }

    /// Calls `body` with every value in the table, in id order.
    func forEach(_ body: (Value) -> Void) {
        for chunk in chunks {
            for case let value? in chunk.slots { body(value) }
        }
    }

    /// How many chunks are allocated: tests read it to check that removed values' chunks go.
    var heldChunks: Int {
        chunks.reduce(0) { held, chunk in held + (chunk.slots.isEmpty ? 0 : 1) }
    }
}

extension IDTable: Sendable where Value: Sendable {}
extension IDTable.Chunk: Sendable where Value: Sendable {}
