import Foundation

/// The database behind a container, as the contexts use it: an interface small enough that a
/// second engine is a second implementation of it (see `docs/DATA.md`).
protocol ModelStore: AnyObject, Sendable {
    /// The file or URL, for messages.
    var location: String { get }
    var dialect: SQLDialect { get }
    /// Makes or updates the tables for `schema`; throws when only a migration can.
    func prepare(_ schema: ResolvedSchema) throws(ModelError)
    /// The rows a `SELECT` returns.
    func rows(_ statement: SQLFragment) throws(ModelError) -> [[SQLValue]]
    /// Applies one save in one transaction: all of it or, on error, none of it. Returns the keys
    /// that inserts took over from stored rows with the same unique value (inserted key → stored key).
    func save(_ batch: SaveBatch) throws(ModelError) -> [String: String]
    /// A value the store keeps about itself (the schema version, a migration in progress).
    func metadata(_ key: String) throws(ModelError) -> String?
    /// Sets (or, with `nil`, removes) one.
    func setMetadata(_ key: String, to value: String?) throws(ModelError)
    /// Whether the store holds no model tables yet.
    func isEmpty() throws(ModelError) -> Bool
    /// Its topics and presence, shared by every container on the store.
    var channel: StoreChannel { get }
}

extension ModelStore {
    /// The schema version the store records (`nil` for a store never given one).
    func schemaVersion() throws(ModelError) -> Schema.Version? {
        try metadata("schemaVersion").flatMap(Schema.Version.init)
    }

    func setSchemaVersion(_ version: Schema.Version) throws(ModelError) {
        try setMetadata("schemaVersion", to: version.description)
    }
}

/// One save's writes, in the order they run: deletes (and the deleted rows' links), inserts,
/// updates, then to-many relationships kept in tables of links, each written whole.
struct SaveBatch: Sendable {
    struct Row: Sendable {
        var entity: String
        var key: String
        /// Column name and value, for the columns written.
        var values: [(column: String, value: SQLValue)]
        /// The columns whose value must be unique (inserts only).
        var uniqueColumns: [String] = []
    }

    /// A to-many relationship of the model `key` of `entity`, kept in `table`: its links there
    /// are replaced by one per member (keys of `memberEntity`).
    struct Links: Sendable {
        var table: LinkTable
        var entity: String
        var key: String
        var memberEntity: String
        var members: [String]
    }

    var deletes: [Row] = []
    var inserts: [Row] = []
    var updates: [Row] = []
    /// The link rows a deleted model leaves: in `table`, those whose `column` holds `key`.
    var unlinks: [(table: LinkTable, column: String, key: String)] = []
    var links: [Links] = []

    var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && updates.isEmpty && links.isEmpty }
}
