import Foundation
import LoomHost
import LoomReactive
internal import GRDB

/// The web server's sessions kept in the app's database, so a page's screen survives its
/// process: a crash, a restart, a deploy (``SessionStore``). The same database as the app's
/// models: a SQLite file for one process, PostgreSQL (`LOOM_DATABASE_URL`) when several
/// processes share their users.
///
/// One table, `loom_sessions`: a row per page token with the app it belongs to, the process
/// that owns it, the last event it applied, its state (JSON) and when it was saved. A save
/// lands only while its process owns the row, so a process whose page moved away cannot
/// overwrite what the new owner keeps.
public final class DatabaseSessionStore: SessionStore, @unchecked Sendable {
    // `@unchecked Sendable`: its only state is the engine's connection, which serialises its
    // callers itself (GRDB's writer, `PostgresLink`'s lock).
    private let engine: Engine
    /// Where the sessions are, for messages (a file path, or the database URL without its password).
    public let location: String
    /// Whether the table is known to exist: made by the first call that reaches the database,
    /// so a database that is down when the process starts only delays the sessions' storage.
    private let prepared = Locked(false)

    private enum Engine {
        case sqlite(any DatabaseWriter)
        case postgres(PostgresLink)
    }

    /// The store in the database at `url`: a `postgres://` URL (connected when first used), or
    /// a SQLite file (made with its folder when missing). Throws
    /// ``ModelError/storeUnavailable(location:reason:)`` for a URL that names no database or a
    /// file that cannot be opened.
    public init(url: URL) throws(ModelError) {
        if PostgresAddress.isDatabaseURL(url) {
            let address = try PostgresAddress(url)
            location = address.description
            engine = .postgres(PostgresLink(address: address, label: "sessions"))
        } else {
            location = url.path
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                var configuration = Configuration()
                configuration.busyMode = .timeout(10)
                configuration.label = "LoomData.sessions"
                engine = .sqlite(try DatabasePool(path: url.path, configuration: configuration))
            } catch {
                throw .storeUnavailable(location: url.path, reason: SQLiteConnection.describe(error))
            }
        }
    }

    /// The store beside the app's default models: `LOOM_DATABASE_URL`'s database, or the
    /// default store file (``ModelConfiguration``).
    public static func defaultStore() throws(ModelError) -> DatabaseSessionStore {
        try DatabaseSessionStore(url: ModelConfiguration.defaultURL(name: "default"))
    }

    public func save(_ sessions: [StoredSession], owner: String) throws {
        guard !sessions.isEmpty else { return }
        let now = Date().timeIntervalSince1970
        try transaction { db in
            for session in sessions {
                try db.execute("""
                    INSERT INTO loom_sessions (token, app, owner, applied, state, saved) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (token) DO UPDATE SET applied = excluded.applied, state = excluded.state, saved = excluded.saved
                    WHERE loom_sessions.owner = excluded.owner
                    """,
                    [.text(session.token), .text(session.app), .text(owner), .integer(Int64(session.applied)),
                     .text(try Self.encode(session.values)), .real(now)])
            }
        }
    }

    public func claim(_ token: String, owner: String) throws -> StoredSession? {
        try transaction { db in
            guard let row = try db.rows("SELECT app, applied, state FROM loom_sessions WHERE token = ?", [.text(token)]).first,
                row.count == 3, case .text(let app) = row[0], case .integer(let applied) = row[1], case .text(let state) = row[2]
            else { return nil }
            try db.execute("UPDATE loom_sessions SET owner = ?, saved = ? WHERE token = ?", [.text(owner), .real(Date().timeIntervalSince1970), .text(token)])
            // A row whose state no longer decodes (written by hand, damaged) restores as an empty screen
            // with its event count, rather than refusing the page.
            return StoredSession(token: token, app: app, applied: Int(applied), values: (try? Self.decode(state)) ?? [:])
        }
    }

    public func removeSessions(olderThan age: Double) throws -> Int {
        try transaction { db in
            let cutoff = Date().timeIntervalSince1970 - age
            let count = try db.rows("SELECT count(*) FROM loom_sessions WHERE saved < ?", [.real(cutoff)]).first?.first
            try db.execute("DELETE FROM loom_sessions WHERE saved < ?", [.real(cutoff)])
            if case .integer(let removed) = count { return Int(removed) }
            return 0
        }
    }

    /// Runs `body` in one transaction of the engine, making the table first if needed.
    private func transaction<Result>(_ body: (any SQLConnection) throws -> Result) throws(ModelError) -> Result {
        let prepare = !prepared.withLock { $0 }
        func run(_ db: any SQLConnection) throws -> Result {
            if prepare {
                try db.execute("""
                    CREATE TABLE IF NOT EXISTS loom_sessions (
                      token TEXT PRIMARY KEY, app TEXT NOT NULL, owner TEXT NOT NULL, applied BIGINT NOT NULL,
                      state TEXT NOT NULL, saved DOUBLE PRECISION NOT NULL)
                    """)
            }
            return try body(db)
        }
        do {
            let result: Result
            switch engine {
            case .sqlite(let writer): result = try writer.write { db in try run(SQLiteConnection(db: db)) }
            case .postgres(let link): result = try link.transaction { db in try run(db) }
            }
            if prepare { prepared.withLock { $0 = true } }
            return result
        } catch let error as ModelError {
            throw error
        } catch {
            let reason: String
            switch engine {
            case .sqlite: reason = SQLiteConnection.describe(error)
            case .postgres: reason = PostgresSQLConnection.describe(error)
            }
            throw .storeUnavailable(location: location, reason: reason)
        }
    }

    private static func encode(_ values: [String: String]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(values), as: UTF8.self)
    }

    private static func decode(_ text: String) throws -> [String: String] {
        try JSONDecoder().decode([String: String].self, from: Data(text.utf8))
    }
}
