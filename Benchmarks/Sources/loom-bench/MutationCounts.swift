import LoomCore

/// How many host mutations of each kind one operation logged.
struct MutationCounts: Equatable {
    var inserts = 0
    var removes = 0
    var moves = 0
    var updates = 0
    var events = 0
    /// Updates that change an element's text (a label).
    var textUpdates = 0

    init(_ batch: [HostMutation]) {
        for mutation in batch {
            switch mutation {
            case .insert: inserts += 1
            case .remove, .removeChildren: removes += 1
            case .move: moves += 1
            case .events: events += 1
            case .update(_, let changes):
                updates += 1
                if changes.changed.contains(where: { $0.key == .text }) { textUpdates += 1 }
            }
        }
    }

    var total: Int { inserts + removes + moves + updates + events }

    /// "5000i 0r 0m 0u" style, only the kinds that occurred.
    var summary: String {
        let parts = [(inserts, "ins"), (removes, "rem"), (moves, "mov"), (updates, "upd"), (events, "evt")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}
