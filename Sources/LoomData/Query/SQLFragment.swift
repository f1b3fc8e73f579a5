/// A piece of SQL with the values bound to its `?` placeholders, in order.
struct SQLFragment {
    var text: String
    var arguments: [SQLValue] = []

    init(_ text: String, _ arguments: [SQLValue] = []) {
        self.text = text
        self.arguments = arguments
    }

    /// `(self)`, for a fragment used inside a larger expression.
    var parenthesized: SQLFragment { SQLFragment("(" + text + ")", arguments) }

    static func + (lhs: SQLFragment, rhs: SQLFragment) -> SQLFragment {
        SQLFragment(lhs.text + rhs.text, lhs.arguments + rhs.arguments)
    }

    static func + (lhs: SQLFragment, rhs: String) -> SQLFragment {
        SQLFragment(lhs.text + rhs, lhs.arguments)
    }

    static func + (lhs: String, rhs: SQLFragment) -> SQLFragment {
        SQLFragment(lhs + rhs.text, rhs.arguments)
    }

    /// `"name"`, quoted for any engine.
    static func identifier(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The fragments joined with `separator`.
    static func joined(_ parts: [SQLFragment], separator: String) -> SQLFragment {
        SQLFragment(parts.map(\.text).joined(separator: separator), parts.flatMap(\.arguments))
    }
}

/// What differs between engines in the SQL Loom writes. Everything else is the SQL that
/// SQLite and PostgreSQL share; conditions are always written as comparisons (`(1 = 1)`,
/// `(flag <> 0)`), never as bare integers, which PostgreSQL refuses.
struct SQLDialect: Sendable {
    /// The collation that orders strings as `localizedStandardCompare` does.
    var localizedStandardCollation: String
    /// A function of two strings that is true when the first contains the second as
    /// `localizedStandardContains` decides it.
    var localizedStandardContainsFunction: String
    /// Equality that holds for two NULLs, as Swift's `==` on optionals does: SQLite's `IS`,
    /// standard SQL's `IS NOT DISTINCT FROM`.
    var equalOrBothNull = "IS"
    /// Its negation: `IS NOT`, `IS DISTINCT FROM`.
    var differentOrOneNull = "IS NOT"
    /// The position of a string in another, 0 when absent: `instr(text, part)` or `strpos(text, part)`.
    var positionFunction: String
    /// The column that orders a table's rows as they were inserted (ties of a sort come back in
    /// that order): SQLite's `rowid`, a generated column where the engine has none.
    var insertionOrderColumn: String
    /// How that column is declared in `CREATE TABLE`, where it is not built in.
    var insertionOrderDeclaration: String?
    /// The engine's name for each of Loom's column types (INTEGER, REAL, TEXT, BLOB), upper-cased
    /// as the engine reports a column's type.
    var columnTypes: [String: String] = [:]

    /// The engine's type for one of Loom's column types.
    func columnType(_ loomType: String) -> String { columnTypes[loomType] ?? loomType }
}
