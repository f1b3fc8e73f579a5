import Foundation

/// One engine's connection as the engine-independent parts of the stores use it: the table
/// layout (``TableLayout``) and a save's statements (``StoreSave``). SQL is written with `?`
/// placeholders; an engine that numbers them (`$1`) rewrites the text.
protocol SQLConnection {
    var dialect: SQLDialect { get }
    func execute(_ sql: String, _ arguments: [SQLValue]) throws
    func rows(_ sql: String, _ arguments: [SQLValue]) throws -> [[SQLValue]]
    func tableExists(_ name: String) throws -> Bool
    /// Each column's name and type, the type upper-cased in the engine's words.
    func columnTypes(of table: String) throws -> [String: String]
    /// The engine's message when `error` is a constraint violation (a repeated unique value).
    func constraintViolation(in error: any Error) -> String?
    /// The engine's message for any other error.
    func describe(_ error: any Error) -> String
}

extension SQLConnection {
    func execute(_ sql: String) throws { try execute(sql, []) }
}
