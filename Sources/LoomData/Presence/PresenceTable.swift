import Foundation
import LoomReactive

/// One session's (or one store's, machine's…) presence in a room: who it is, as the app's
/// `Codable` value, and when it joined.
struct PresenceMember: Sendable, Equatable {
    var key: String
    var room: String
    var info: Data
    /// Seconds since 1970 on the joining process's clock: the list's order.
    var joined: Double
}

/// Where a store keeps who is present: in this process's memory for a store only this process
/// uses (SQLite, memory), in tables of the database for PostgreSQL, where every process reads
/// every process's members. Called on the presence registry's queue only, so an
/// implementation may block.
protocol PresenceTable: Sendable {
    /// Whether entries live only while their process keeps them alive (``heartbeat(own:)``).
    var expires: Bool { get }
    /// Adds `members` of this process, or replaces them (same key).
    func put(_ members: [PresenceMember]) throws
    /// Removes this process's members with these keys.
    func remove(_ keys: [String]) throws
    /// The members in `room` of every live process, in the order they joined.
    func members(in room: String) throws -> [PresenceMember]
    /// Keeps this process's `own` members alive and removes those of processes that stopped
    /// beating; returns the rooms whose lists changed.
    func heartbeat(own: [PresenceMember]) throws -> Set<String>
    /// Makes this process's members exactly `own` (after failures, or `[]` when it closes);
    /// returns the rooms whose lists changed.
    func replaceAll(with own: [PresenceMember]) throws -> Set<String>
}

/// Presence for a store only this process uses: the registry's members are the whole list.
final class MemoryPresenceTable: PresenceTable {
    private let members = Locked<[String: PresenceMember]>([:])

    var expires: Bool { false }

    func put(_ members: [PresenceMember]) {
        self.members.withLock { table in
            for member in members { table[member.key] = member }
        }
    }

    func remove(_ keys: [String]) {
        members.withLock { table in
            for key in keys { table[key] = nil }
        }
    }

    func members(in room: String) -> [PresenceMember] {
        members.withLock { table in table.values.filter { $0.room == room } }
            .sorted { ($0.joined, $0.key) < ($1.joined, $1.key) }
    }

    func heartbeat(own: [PresenceMember]) -> Set<String> { [] }

    func replaceAll(with own: [PresenceMember]) -> Set<String> {
        members.withLock { table in
            let rooms = Set(table.values.map(\.room)).union(own.map(\.room))
            table = Dictionary(own.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
            return rooms
        }
    }
}
