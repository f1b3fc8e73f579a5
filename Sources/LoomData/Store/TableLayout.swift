import Foundation

/// A model's table as the store should hold it, and the changes that bring a stored table there:
/// a new table; for an existing one, renamed columns (`originalName`) and added optional
/// columns. A change that would need the app's help (a new non-optional property on a table
/// with rows, a column whose type changed) throws ``ModelError/migrationRequired(model:detail:)``.
struct TableLayout {
    let entity: Entity

    /// The column holding each row's key (its `PersistentIdentifier`). Prefixed, as every
    /// column Loom adds is, so that a model's own `id` property (most models have one) gets a
    /// column of its own name; model properties named `loom_…` are refused.
    static let keyColumn = "loom_id"
    /// The key column as SQL writes it.
    static let key = SQLFragment.identifier(keyColumn)
    /// The key column's name in stores made before it had the prefix; renamed when opened.
    private static let unprefixedKeyColumn = "id"

    init(_ entity: Entity) {
        self.entity = entity
    }

    private var table: String { SQLFragment.identifier(entity.name) }

    func apply(in db: some SQLConnection) throws {
        if try !db.tableExists(entity.name) {
            let columns = ["\(Self.key) TEXT NOT NULL UNIQUE"] + [db.dialect.insertionOrderDeclaration].compactMap { $0 }
                + entity.columns.map { "\(SQLFragment.identifier($0.name)) \(Self.type(of: $0, in: db.dialect))" }
            try db.execute("CREATE TABLE \(table) (\(columns.joined(separator: ", ")))")
        } else {
            try migrate(existing: try db.columnTypes(of: entity.name), in: db)
        }
        // A property no longer unique: its index goes, or inserting a repeated value would fail.
        for column in entity.columns where !column.isUnique {
            try db.execute("DROP INDEX IF EXISTS \(SQLFragment.identifier("\(entity.name)_\(column.name)_unique"))")
        }
        for column in entity.columns {
            let name = SQLFragment.identifier(column.name)
            if column.isUnique {
                try db.execute("CREATE UNIQUE INDEX IF NOT EXISTS \(SQLFragment.identifier("\(entity.name)_\(column.name)_unique")) ON \(table) (\(name))")
            } else if case .toOne = column.kind {
                // The inverse to-many reads members by this column.
                try db.execute("CREATE INDEX IF NOT EXISTS \(SQLFragment.identifier("\(entity.name)_\(column.name)")) ON \(table) (\(name))")
            }
        }
    }

    private func migrate(existing: [String: String], in db: some SQLConnection) throws {
        var columns = existing
        if columns[Self.keyColumn] == nil, columns[Self.unprefixedKeyColumn] != nil {
            try db.execute("ALTER TABLE \(table) RENAME COLUMN \(SQLFragment.identifier(Self.unprefixedKeyColumn)) TO \(Self.key)")
            columns[Self.unprefixedKeyColumn] = nil
            columns[Self.keyColumn] = "TEXT"
        }
        let hasRows = try !db.rows("SELECT 1 FROM \(table) LIMIT 1", []).isEmpty
        for column in entity.columns where columns[column.name] == nil {
            if let old = column.originalName, let type = columns[old] {
                try db.execute("ALTER TABLE \(table) RENAME COLUMN \(SQLFragment.identifier(old)) TO \(SQLFragment.identifier(column.name))")
                columns[old] = nil
                columns[column.name] = type
                continue
            }
            if hasRows && !Self.isOptional(column) && column.defaultValue == nil {
                throw ModelError.migrationRequired(
                    model: entity.name,
                    detail: "the new property \(column.name) is not optional, has no initial value, and the table has rows that have no value for it")
            }
            let type = Self.type(of: column, in: db.dialect)
            try db.execute("ALTER TABLE \(table) ADD COLUMN \(SQLFragment.identifier(column.name)) \(type)")
            if hasRows, let initial = column.defaultValue {
                try db.execute("UPDATE \(table) SET \(SQLFragment.identifier(column.name)) = ?", [initial])
            }
            columns[column.name] = type
        }
        for column in entity.columns {
            let type = Self.type(of: column, in: db.dialect)
            guard let stored = columns[column.name], stored != type else { continue }
            throw ModelError.migrationRequired(
                model: entity.name,
                detail: "\(column.name) is stored as \(stored) but the model now keeps \(type)")
        }
    }

    /// The column type `property` is stored as, in the engine's words.
    static func type(of property: ModelProperty, in dialect: SQLDialect) -> String {
        switch property.kind {
        case .column(let type): dialect.columnType(ValueCoding.columnType(type))
        case .toOne, .toMany, .unstorable: dialect.columnType("TEXT")
        }
    }

    private static func isOptional(_ property: ModelProperty) -> Bool {
        switch property.kind {
        case .column(let type): type is any OptionalValue.Type
        case .toOne: true
        case .toMany, .unstorable: true
        }
    }
}
