import Foundation
import LoomReactive

/// Presence in the database, so every process lists every process's members: a row per member
/// (`loom_presence`) and a row per process with the time its entries expire
/// (`loom_presence_processes`), which its heartbeat pushes forward every
/// ``PresenceRegistry/heartbeatInterval``. A process killed with `kill -9` stops beating: once
/// its time passes, the next heartbeat of any live process deletes its members and announces
/// their rooms. Times are the server's (`clock_timestamp()`), so the processes' clocks need
/// not agree. The tables are `UNLOGGED`: presence is about now, so it needs no write-ahead log
/// and a server crash that empties them loses nothing that the next heartbeats do not put back.
final class PostgresPresenceTable: PresenceTable {
    /// How long a process's members stay listed after its last heartbeat.
    static let expiry: Double = 5
    private let link: PostgresLink
    private let process: String
    private let prepared = Locked(false)

    init(link: PostgresLink, process: String) {
        self.link = link
        self.process = process
    }

    var expires: Bool { true }

    func put(_ members: [PresenceMember]) throws {
        try transaction { db in
            try beat(db)
            for member in members { try insert(member, in: db) }
        }
    }

    func remove(_ keys: [String]) throws {
        try transaction { db in
            for key in keys { try db.execute("DELETE FROM loom_presence WHERE member = ? AND process = ?", [.text(key), .text(process)]) }
        }
    }

    func members(in room: String) throws -> [PresenceMember] {
        try prepare()
        let rows = try link.withConnection { db in
            try db.rows("""
                SELECT p.member, p.info, p.joined FROM loom_presence p JOIN loom_presence_processes h ON h.process = p.process
                WHERE p.room = ? AND h.expires >= clock_timestamp() ORDER BY p.joined, p.member
                """, [.text(room)])
        }
        return rows.compactMap { row in
            guard row.count == 3, case .text(let key) = row[0], case .text(let info) = row[1], case .real(let joined) = row[2] else { return nil }
            return PresenceMember(key: key, room: room, info: Data(info.utf8), joined: joined)
        }
    }

    func heartbeat(own: [PresenceMember]) throws -> Set<String> {
        try transaction { db in
            var changed = Set<String>()
            if !own.isEmpty {
                // Entries that are gone (swept after a pause or a lost connection, emptied by a
                // server crash or by hand, whole or in part) are put back.
                let rowWasGone = try beat(db)
                let listed = rowWasGone ? [] : try listedKeys(in: db)
                for member in own where !listed.contains(member.key) {
                    try insert(member, in: db)
                    changed.insert(member.room)
                }
            }
            // One statement, so no member outlives its process's row: the process rows that
            // expired, and with them their members (and any member whose process row is gone).
            let swept = try db.rows("""
                WITH gone AS (DELETE FROM loom_presence_processes WHERE expires < clock_timestamp() RETURNING process)
                DELETE FROM loom_presence p WHERE p.process IN (SELECT process FROM gone)
                   OR NOT EXISTS (SELECT 1 FROM loom_presence_processes h WHERE h.process = p.process)
                RETURNING p.room
                """, [])
            for case .text(let room)? in swept.map(\.first) { changed.insert(room) }
            return changed
        }
    }

    func replaceAll(with own: [PresenceMember]) throws -> Set<String> {
        try transaction { db in
            let rows = try db.rows("DELETE FROM loom_presence WHERE process = ? RETURNING room", [.text(process)])
            var rooms = Set(rows.compactMap { row -> String? in if case .text(let room)? = row.first { room } else { nil } })
            if own.isEmpty {
                try db.execute("DELETE FROM loom_presence_processes WHERE process = ?", [.text(process)])
            } else {
                try beat(db)
                for member in own { try insert(member, in: db) }
                rooms.formUnion(own.map(\.room))
            }
            return rooms
        }
    }

    /// Adds `member` of this process or replaces what it shows.
    private func insert(_ member: PresenceMember, in db: PostgresSQLConnection) throws {
        try db.execute("""
            INSERT INTO loom_presence (member, process, room, info, joined) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (member) DO UPDATE SET room = excluded.room, info = excluded.info
            """, [.text(member.key), .text(process), .text(member.room), .text(String(decoding: member.info, as: UTF8.self)), .real(member.joined)])
    }

    /// The keys of this process's members the table holds.
    private func listedKeys(in db: PostgresSQLConnection) throws -> Set<String> {
        let rows = try db.rows("SELECT member FROM loom_presence WHERE process = ?", [.text(process)])
        return Set(rows.compactMap { row -> String? in if case .text(let key)? = row.first { key } else { nil } })
    }

    /// Pushes this process's expiry forward; true when its row was not there (first beat, or
    /// swept after it expired).
    @discardableResult
    private func beat(_ db: PostgresSQLConnection) throws -> Bool {
        let rows = try db.rows("""
            INSERT INTO loom_presence_processes (process, expires) VALUES (?, clock_timestamp() + ? * interval '1 second')
            ON CONFLICT (process) DO UPDATE SET expires = excluded.expires RETURNING (xmax = 0)
            """, [.text(process), .real(Self.expiry)])
        return rows.first?.first == .integer(1)
    }

    private func transaction<Result>(_ body: (PostgresSQLConnection) throws -> Result) throws -> Result {
        try prepare()
        return try link.transaction(body)
    }

    /// Makes the tables once per process; processes starting together take turns.
    private func prepare() throws {
        guard !prepared.withLock({ $0 }) else { return }
        try link.withConnection { db, attempt in
            try db.execute("BEGIN")
            attempt.mayRetry = false
            do {
                try db.execute("SELECT pg_advisory_xact_lock(7365327)")
                try db.execute("CREATE UNLOGGED TABLE IF NOT EXISTS loom_presence_processes (process TEXT PRIMARY KEY, expires TIMESTAMPTZ NOT NULL)")
                try db.execute("""
                    CREATE UNLOGGED TABLE IF NOT EXISTS loom_presence (member TEXT PRIMARY KEY, process TEXT NOT NULL, room TEXT NOT NULL,
                      info TEXT NOT NULL, joined DOUBLE PRECISION NOT NULL)
                    """)
                try db.execute("CREATE INDEX IF NOT EXISTS loom_presence_room ON loom_presence (room)")
                try db.execute("COMMIT")
            } catch {
                try? db.execute("ROLLBACK")
                throw error
            }
        }
        prepared.withLock { $0 = true }
    }
}
