import Foundation
import LoomReactive
internal import Logging
internal import PostgresNIO

/// The PostgreSQL store, through postgres-nio: chosen when a configuration's URL is a
/// `postgres://` URL (or `LOOM_DATABASE_URL` names one), so several processes share one
/// database. One connection writes and one reads, each used by one caller at a time; a third
/// listens for the other processes' saves (``PostgresChangeFeed``), which every save announces
/// inside its transaction, so a save is heard exactly when it is committed. A fourth carries
/// broadcasts and presence (``PostgresSignals``), which the listening connection hears too.
final class PostgresModelStore: ModelStore {
    let location: String
    let channel: StoreChannel
    private let signals: PostgresSignals
    var dialect: SQLDialect { Self.postgresDialect }
    private let writer: PostgresLink
    private let reader: PostgresLink
    private let feed: PostgresChangeFeed
    private let readOnly: Bool

    static let postgresDialect = SQLDialect(
        localizedStandardCollation: "loom_localized_standard",
        localizedStandardContainsFunction: "loom_localized_standard_contains",
        equalOrBothNull: "IS NOT DISTINCT FROM",
        differentOrOneNull: "IS DISTINCT FROM",
        positionFunction: "strpos",
        insertionOrderColumn: "\"loom_row\"",
        insertionOrderDeclaration: "\"loom_row\" BIGINT GENERATED ALWAYS AS IDENTITY",
        columnTypes: ["INTEGER": "BIGINT", "REAL": "DOUBLE PRECISION", "TEXT": "TEXT", "BLOB": "BYTEA"])

    /// Connects to the database at `url` and listens for other processes' saves, delivering
    /// them to `hub`. Throws ``ModelError/storeUnavailable(location:reason:)`` when the server
    /// cannot be reached or refuses the login.
    init(url: URL, hub: ModelChangeHub, readOnly: Bool = false) throws(ModelError) {
        let address = try PostgresAddress(url)
        location = address.description
        self.readOnly = readOnly
        writer = PostgresLink(address: address, label: "writer")
        reader = PostgresLink(address: address, label: "reader")
        signals = PostgresSignals(address: address)
        let origin = UUID().keyText
        channel = StoreChannel(origin: origin, carrier: signals, presence: PostgresPresenceTable(link: signals.link, process: origin))
        feed = PostgresChangeFeed(address: address, origin: origin, hub: hub, topics: channel.topics)
        do {
            _ = try reader.withConnection { try $0.rows("SELECT 1", []) }
            try feed.start()
        } catch {
            throw .storeUnavailable(location: location, reason: PostgresSQLConnection.describe(error))
        }
    }

    deinit {
        feed.stop()
        channel.presence.close()
    }

    func prepare(_ schema: ResolvedSchema) throws(ModelError) {
        feed.know(schema.entities.map(\.name))
        guard !readOnly else { return }
        try write { db in
            // Processes starting together make the same tables and functions: one at a time.
            try db.execute("SELECT pg_advisory_xact_lock(7365326)")
            // `localizedStandardCompare`'s order: ICU's root collation, digits by value, case ignored.
            try db.execute("""
                DO $$ BEGIN
                  CREATE COLLATION IF NOT EXISTS loom_localized_standard (provider = icu, locale = 'und-u-kn-true-ks-level2', deterministic = false);
                EXCEPTION WHEN duplicate_object THEN NULL; END $$
                """)
            let contains = try Self.containsBody(in: db)
            try db.execute("""
                CREATE OR REPLACE FUNCTION loom_localized_standard_contains(text, text) RETURNS boolean
                LANGUAGE sql IMMUTABLE AS $body$ SELECT \(contains) $body$
                """)
            for entity in schema.entities { try TableLayout(entity).apply(in: db) }
            for link in schema.linkTables { try link.apply(in: db) }
        }
    }

    /// `localizedStandardContains` as SQL: case and accents ignored, as Swift ignores them
    /// ("ecr" finds "Écrire"), through PostgreSQL's `unaccent` extension (shipped with the server;
    /// made here when missing). Where the database's user may not make it, accents count, and the
    /// developer's log says so once.
    private static func containsBody(in db: PostgresSQLConnection) throws -> String {
        try db.execute("""
            DO $$ BEGIN
              CREATE EXTENSION IF NOT EXISTS unaccent;
            EXCEPTION WHEN others THEN NULL; END $$
            """)
        let schema = try db.rows("""
            SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
            WHERE e.extname = 'unaccent'
            """, []).first?.first
        guard case .text(let name)? = schema else {
            logger.notice("the unaccent extension is not available: localizedStandardContains will not ignore accents")
            return "strpos(lower($1), lower($2)) > 0"
        }
        // Named with its schema, dictionary included, so it works whatever the search path.
        let quoted = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        let dictionary = "'\(quoted.replacingOccurrences(of: "'", with: "''")).unaccent'::regdictionary"
        return "strpos(lower(\(quoted).unaccent(\(dictionary), $1)), lower(\(quoted).unaccent(\(dictionary), $2))) > 0"
    }

    private static let logger = Logger(label: "LoomData.store")

    func rows(_ statement: SQLFragment) throws(ModelError) -> [[SQLValue]] {
        do {
            return try reader.withConnection { try $0.rows(statement.text, statement.arguments) }
        } catch {
            throw .statementFailed(sql: statement.text, reason: PostgresSQLConnection.describe(error))
        }
    }

    func save(_ batch: SaveBatch) throws(ModelError) -> [String: String] {
        try write { db in
            let adopted = try StoreSave(batch: batch, db: db).run()
            for notice in ChangeNotice.notices(for: batch, adopted: adopted, origin: channel.topics.origin) {
                try db.execute("SELECT pg_notify(?, ?)", [.text(PostgresChangeFeed.channel), .text(notice)])
            }
            return adopted
        }
    }

    func metadata(_ key: String) throws(ModelError) -> String? {
        do {
            return try reader.withConnection { db in
                guard try db.tableExists("loom_metadata") else { return nil }
                guard case .text(let value)? = try db.rows("SELECT value FROM loom_metadata WHERE key = ?", [.text(key)]).first?.first else { return nil }
                return value
            }
        } catch {
            throw .storeUnavailable(location: location, reason: PostgresSQLConnection.describe(error))
        }
    }

    func setMetadata(_ key: String, to value: String?) throws(ModelError) {
        try write { db in
            try db.execute("CREATE TABLE IF NOT EXISTS loom_metadata (key TEXT PRIMARY KEY NOT NULL, value TEXT)")
            if let value {
                try db.execute("INSERT INTO loom_metadata (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                               [.text(key), .text(value)])
            } else {
                try db.execute("DELETE FROM loom_metadata WHERE key = ?", [.text(key)])
            }
        }
    }

    func isEmpty() throws(ModelError) -> Bool {
        do {
            return try reader.withConnection { db in
                try db.rows("""
                    SELECT 1 FROM information_schema.tables
                    WHERE table_schema = current_schema() AND table_name <> 'loom_metadata' LIMIT 1
                    """, []).isEmpty
            }
        } catch {
            throw .storeUnavailable(location: location, reason: PostgresSQLConnection.describe(error))
        }
    }

    /// Runs `body` in one transaction on the writing connection: committed when it returns,
    /// rolled back when it throws.
    private func write<Result>(_ body: (PostgresSQLConnection) throws -> Result) throws(ModelError) -> Result {
        if readOnly { throw .storeUnavailable(location: location, reason: "the configuration does not allow saving") }
        do {
            return try writer.transaction(body)
        } catch let error as ModelError {
            throw error
        } catch {
            throw .storeUnavailable(location: location, reason: PostgresSQLConnection.describe(error))
        }
    }
}
