import Foundation
internal import GRDB

/// A model's table as SQLite should hold it, and the changes that bring a stored table there:
/// a new table; for an existing one, renamed columns (`originalName`) and added optional
/// columns. A change that would need the app's help (a new non-optional property on a table
/// with rows, a column whose type changed) throws ``ModelError/migrationRequired(model:detail:)``.
struct TableLayout {
    let entity: Entity

    init(_ entity: Entity) {
        self.entity = entity
    }

    private var table: String { SQLFragment.identifier(entity.name) }

    func apply(in db: Database) throws {
        if try !db.tableExists(entity.name) {
            let columns = ["\"id\" TEXT NOT NULL UNIQUE"] + entity.columns.map { "\(SQLFragment.identifier($0.name)) \(Self.type(of: $0))" }
            try db.execute(sql: "CREATE TABLE \(table) (\(columns.joined(separator: ", ")))")
        } else {
            let existing = try db.columns(in: entity.name)
            try migrate(existing: Dictionary(existing.map { ($0.name, $0.type.uppercased()) }, uniquingKeysWith: { first, _ in first }), in: db)
        }
        // A property no longer unique: its index goes, or inserting a repeated value would fail.
        for column in entity.columns where !column.isUnique {
            try db.execute(sql: "DROP INDEX IF EXISTS \(SQLFragment.identifier("\(entity.name)_\(column.name)_unique"))")
        }
        for column in entity.columns {
            let name = SQLFragment.identifier(column.name)
            if column.isUnique {
                try db.execute(sql: "CREATE UNIQUE INDEX IF NOT EXISTS \(SQLFragment.identifier("\(entity.name)_\(column.name)_unique")) ON \(table) (\(name))")
            } else if case .toOne = column.kind {
                // The inverse to-many reads members by this column.
                try db.execute(sql: "CREATE INDEX IF NOT EXISTS \(SQLFragment.identifier("\(entity.name)_\(column.name)")) ON \(table) (\(name))")
            }
        }
    }

    private func migrate(existing: [String: String], in db: Database) throws {
        var columns = existing
        let hasRows = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(table))") ?? false
        for column in entity.columns where columns[column.name] == nil {
            if let old = column.originalName, let type = columns[old] {
                try db.execute(sql: "ALTER TABLE \(table) RENAME COLUMN \(SQLFragment.identifier(old)) TO \(SQLFragment.identifier(column.name))")
                columns[old] = nil
                columns[column.name] = type
                continue
            }
            if hasRows && !Self.isOptional(column) && column.defaultValue == nil {
                throw ModelError.migrationRequired(
                    model: entity.name,
                    detail: "the new property \(column.name) is not optional, has no initial value, and the table has rows that have no value for it")
            }
            try db.execute(sql: "ALTER TABLE \(table) ADD COLUMN \(SQLFragment.identifier(column.name)) \(Self.type(of: column))")
            if hasRows, let initial = column.defaultValue {
                try db.execute(sql: "UPDATE \(table) SET \(SQLFragment.identifier(column.name)) = ?", arguments: SQLiteModelStore.arguments([initial]))
            }
            columns[column.name] = Self.type(of: column)
        }
        for column in entity.columns {
            guard let stored = columns[column.name], stored != Self.type(of: column) else { continue }
            throw ModelError.migrationRequired(
                model: entity.name,
                detail: "\(column.name) is stored as \(stored) but the model now keeps \(Self.type(of: column))")
        }
    }

    static func type(of property: ModelProperty) -> String {
        switch property.kind {
        case .column(let type): ValueCoding.columnType(type)
        case .toOne: "TEXT"
        case .toMany, .unstorable: "TEXT"
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
