import Foundation
internal import GRDB

/// GRDB's database handle as a ``SQLConnection``, inside one of the store's reads or writes.
struct SQLiteConnection: SQLConnection {
    let db: Database

    var dialect: SQLDialect { SQLiteModelStore.sqliteDialect }

    func execute(_ sql: String, _ arguments: [SQLValue]) throws {
        // Cached by its text: a save of many rows prepares each statement once.
        try db.cachedStatement(sql: sql).execute(arguments: Self.arguments(arguments))
    }

    func rows(_ sql: String, _ arguments: [SQLValue]) throws -> [[SQLValue]] {
        let rows = try Row.fetchCursor(try db.cachedStatement(sql: sql), arguments: Self.arguments(arguments))
        var all: [[SQLValue]] = []
        while let row = try rows.next() {
            all.append((0..<row.count).map { Self.value(row[$0] as DatabaseValue) })
        }
        return all
    }

    func tableExists(_ name: String) throws -> Bool { try db.tableExists(name) }

    func columnTypes(of table: String) throws -> [String: String] {
        Dictionary(try db.columns(in: table).map { ($0.name, $0.type.uppercased()) }, uniquingKeysWith: { first, _ in first })
    }

    func constraintViolation(in error: any Error) -> String? {
        guard let error = error as? DatabaseError, error.resultCode == .SQLITE_CONSTRAINT else { return nil }
        return error.message ?? "\(error.resultCode)"
    }

    func describe(_ error: any Error) -> String { Self.describe(error) }

    static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return "\(error)"
    }

    static func arguments(_ values: [SQLValue]) -> StatementArguments {
        StatementArguments(values.map { value -> DatabaseValue in
            switch value {
            case .null: .null
            case .integer(let number): number.databaseValue
            case .real(let number): number.databaseValue
            case .text(let text): text.databaseValue
            case .blob(let data): data.databaseValue
            }
        })
    }

    static func value(_ value: DatabaseValue) -> SQLValue {
        switch value.storage {
        case .null: .null
        case .int64(let number): .integer(number)
        case .double(let number): .real(number)
        case .string(let text): .text(text)
        case .blob(let data): .blob(data)
        }
    }
}
