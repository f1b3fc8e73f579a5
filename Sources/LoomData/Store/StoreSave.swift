import Foundation

/// One save's statements inside the store's write transaction, for every engine (the store
/// rolls the transaction back when this throws). An insert whose unique value is already stored becomes an update of
/// that row, as SwiftData documents: those rows are found before anything is written, so every
/// link value in the save that names such an inserted key names the stored key instead.
struct StoreSave<Connection: SQLConnection> {
    let batch: SaveBatch
    let db: Connection

    func run() throws -> [String: String] {
        var adopted: [String: String] = [:]
        for row in batch.inserts {
            if let stored = try storedKey(matchingUniqueValuesOf: row), stored != row.key { adopted[row.key] = stored }
        }
        // One INSERT text per table: every insert of a table writes all its columns.
        var insertSQL: [String: String] = [:]
        for row in batch.deletes {
            try execute("DELETE FROM \(SQLFragment.identifier(row.entity)) WHERE \(TableLayout.key) = ?", [.text(row.key)], entity: row.entity)
        }
        for unlink in batch.unlinks {
            try execute("DELETE FROM \(unlink.table.table) WHERE \(SQLFragment.identifier(unlink.column)) = ?", [.text(unlink.key)], entity: unlink.table.name)
        }
        for var row in batch.inserts {
            row.values = redirect(row.values, adopted)
            if let stored = adopted[row.key] {
                try update(SaveBatch.Row(entity: row.entity, key: stored, values: row.values))
                continue
            }
            let sql = insertSQL[row.entity] ?? {
                let columns = [TableLayout.key] + row.values.map { SQLFragment.identifier($0.column) }
                let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
                return "INSERT INTO \(SQLFragment.identifier(row.entity)) (\(columns.joined(separator: ", "))) VALUES (\(placeholders))"
            }()
            insertSQL[row.entity] = sql
            try execute(sql, [.text(row.key)] + row.values.map(\.value), entity: row.entity)
        }
        for var row in batch.updates {
            row.values = redirect(row.values, adopted)
            row.key = adopted[row.key] ?? row.key
            try update(row)
        }
        for links in batch.links { try write(links, adopted) }
        return adopted
    }

    /// Replaces the links of one model's to-many relationship by its members now.
    private func write(_ links: SaveBatch.Links, _ adopted: [String: String]) throws {
        let table = links.table, key = adopted[links.key] ?? links.key
        let own = SQLFragment.identifier(table.ownColumn), member = SQLFragment.identifier(table.memberColumn)
        try execute("DELETE FROM \(table.table) WHERE \(own) = ?", [.text(key)], entity: links.entity)
        let insert = "INSERT INTO \(table.table) (\(own), \(member)) VALUES (?, ?) ON CONFLICT DO NOTHING"
        for memberKey in links.members {
            try execute(insert, [.text(key), .text(adopted[memberKey] ?? memberKey)], entity: links.entity)
        }
    }

    private func update(_ row: SaveBatch.Row) throws {
        guard !row.values.isEmpty else { return }
        let assignments = row.values.map { SQLFragment.identifier($0.column) + " = ?" }.joined(separator: ", ")
        try execute(
            "UPDATE \(SQLFragment.identifier(row.entity)) SET \(assignments) WHERE \(TableLayout.key) = ?",
            row.values.map(\.value) + [.text(row.key)], entity: row.entity)
    }

    /// The key of a stored row with one of `row`'s unique values, if any.
    private func storedKey(matchingUniqueValuesOf row: SaveBatch.Row) throws -> String? {
        for column in row.uniqueColumns {
            guard let value = row.values.first(where: { $0.column == column })?.value, !value.isNull else { continue }
            let sql = "SELECT \(TableLayout.key) FROM \(SQLFragment.identifier(row.entity)) WHERE \(SQLFragment.identifier(column)) = ?"
            if case .text(let key)? = try db.rows(sql, [value]).first?.first { return key }
        }
        return nil
    }

    /// Link values naming an inserted key that took over a stored row name the stored key.
    private func redirect(_ values: [(column: String, value: SQLValue)], _ adopted: [String: String]) -> [(column: String, value: SQLValue)] {
        guard !adopted.isEmpty else { return values }
        return values.map { column, value in
            if case .text(let key) = value, let stored = adopted[key] { return (column, .text(stored)) }
            return (column, value)
        }
    }

    private func execute(_ sql: String, _ values: [SQLValue], entity: String) throws {
        do {
            try db.execute(sql, values)
        } catch {
            if let detail = db.constraintViolation(in: error) { throw ModelError.constraintViolation(model: entity, detail: detail) }
            throw ModelError.statementFailed(sql: sql, reason: db.describe(error))
        }
    }
}
