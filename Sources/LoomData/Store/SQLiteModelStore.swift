import Foundation
internal import GRDB

/// The SQLite store, through GRDB: a `DatabasePool` (write-ahead log: readers never wait for
/// the writer) on a file, or a `DatabaseQueue` in memory.
///
/// `@unchecked Sendable`: its only state is GRDB's writer, which is itself thread-safe and
/// serialises writes.
final class SQLiteModelStore: ModelStore, @unchecked Sendable {
    let location: String
    /// In-process only: a file GRDB opens is this process's.
    let channel = StoreChannel()
    private let writer: any DatabaseWriter

    var dialect: SQLDialect { Self.sqliteDialect }

    static let sqliteDialect = SQLDialect(
        localizedStandardCollation: DatabaseCollation.localizedStandardCompare.name,
        localizedStandardContainsFunction: localizedStandardContains.name,
        positionFunction: "instr",
        insertionOrderColumn: "rowid",
        insertionOrderDeclaration: nil)

    /// `localizedStandardContains` as a SQL function, so a search finds in the database exactly
    /// what it finds among unsaved models in Swift.
    static let localizedStandardContains = DatabaseFunction("loom_localized_standard_contains", argumentCount: 2, pure: true) { values in
        guard let text = String.fromDatabaseValue(values[0]), let part = String.fromDatabaseValue(values[1]) else { return nil }
        return text.localizedStandardContains(part)
    }

    /// A store in the file at `url` (made with its folder if missing), or in memory when `url` is nil.
    init(url: URL?, readOnly: Bool = false) throws(ModelError) {
        var configuration = Configuration()
        configuration.readonly = readOnly
        configuration.busyMode = .timeout(10)
        configuration.label = "LoomData"
        configuration.prepareDatabase { db in
            db.add(function: SQLiteModelStore.localizedStandardContains)
        }
        do {
            if let url {
                location = url.path
                if !readOnly {
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                }
                writer = try DatabasePool(path: url.path, configuration: configuration)
            } else {
                location = "memory"
                writer = try DatabaseQueue(configuration: configuration)
            }
            // Reading the schema is the first access to the file's contents: a file that is
            // not a database fails here, not at the first fetch.
            _ = try writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
        } catch {
            throw .storeUnavailable(location: url?.path ?? "memory", reason: Self.describe(error))
        }
    }

    func prepare(_ schema: ResolvedSchema) throws(ModelError) {
        do {
            try writer.write { db in
                for entity in schema.entities { try TableLayout(entity).apply(in: SQLiteConnection(db: db)) }
                for link in schema.linkTables { try link.apply(in: SQLiteConnection(db: db)) }
            }
        } catch let error as ModelError {
            throw error
        } catch {
            throw .storeUnavailable(location: location, reason: Self.describe(error))
        }
    }

    func rows(_ statement: SQLFragment) throws(ModelError) -> [[SQLValue]] {
        do {
            return try writer.read { db in try SQLiteConnection(db: db).rows(statement.text, statement.arguments) }
        } catch {
            throw .statementFailed(sql: statement.text, reason: Self.describe(error))
        }
    }

    func save(_ batch: SaveBatch) throws(ModelError) -> [String: String] {
        var failure: ModelError?
        do {
            return try writer.write { db in
                do {
                    return try StoreSave(batch: batch, db: SQLiteConnection(db: db)).run()
                } catch let error as ModelError {
                    failure = error
                    throw error
                }
            }
        } catch {
            if let failure { throw failure }
            throw .storeUnavailable(location: location, reason: Self.describe(error))
        }
    }

    func metadata(_ key: String) throws(ModelError) -> String? {
        do {
            return try writer.read { db in
                guard try db.tableExists("loom_metadata") else { return nil }
                return try String.fetchOne(db, sql: "SELECT value FROM loom_metadata WHERE key = ?", arguments: [key])
            }
        } catch {
            throw .storeUnavailable(location: location, reason: Self.describe(error))
        }
    }

    func setMetadata(_ key: String, to value: String?) throws(ModelError) {
        do {
            try writer.write { db in
                try db.execute(sql: "CREATE TABLE IF NOT EXISTS loom_metadata (key TEXT PRIMARY KEY NOT NULL, value TEXT)")
                if let value {
                    try db.execute(sql: "INSERT INTO loom_metadata (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                                   arguments: [key, value])
                } else {
                    try db.execute(sql: "DELETE FROM loom_metadata WHERE key = ?", arguments: [key])
                }
            }
        } catch {
            throw .storeUnavailable(location: location, reason: Self.describe(error))
        }
    }

    func isEmpty() throws(ModelError) -> Bool {
        do {
            return try writer.read { db in
                try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'loom_metadata'") == 0
            }
        } catch {
            throw .storeUnavailable(location: location, reason: Self.describe(error))
        }
    }

    static func describe(_ error: any Error) -> String { SQLiteConnection.describe(error) }
}
