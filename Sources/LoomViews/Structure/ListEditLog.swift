/// The edits a ``ListModel`` keeps for the `ForEach`s that follow it, oldest first: the oldest
/// held inline, the others in an array.
///
/// Why: the log is empty when the list is made or replaced whole, and then usually takes one
/// edit before its followers catch up (a swap, a remove). Appended to an empty array, that edit
/// allocated the array's buffer: about 460 of a swap's instructions in callgrind. Held inline it
/// allocates nothing; the array is made at the second edit.
struct ListEditLog {
    private var oldest: ListEditStep?
    private var others: [ListEditStep] = []

    var count: Int { oldest == nil ? 0 : others.count + 1 }

    /// The edit at `position`, `0..<count`.
    subscript(position: Int) -> ListEditStep {
        if position == 0, let oldest { return oldest }
        return others[position - 1]
    }

    mutating func append(_ edit: ListEditStep) {
        if oldest == nil { oldest = edit } else { others.append(edit) }
    }

    mutating func removeAll() {
        oldest = nil
        others.removeAll()
    }

    /// Drops the `dropped` oldest edits.
    mutating func removeFirst(_ dropped: Int) {
        guard dropped > 0 else { return }
        guard dropped < count else { return removeAll() }
        oldest = others[dropped - 1]
        others.removeFirst(dropped)
    }

    /// The number of the first logged element a kept edit brought (see
    /// ``ListEditStep/firstElement``), if any did.
    var firstElement: Int? {
        if let first = oldest?.firstElement { return first }
        return others.lazy.compactMap(\.firstElement).first
    }
}
