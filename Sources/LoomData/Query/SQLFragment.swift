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

/// What differs between engines in the SQL Loom writes.
struct SQLDialect: Sendable {
    /// The collation that orders strings as `localizedStandardCompare` does.
    var localizedStandardCollation: String
    /// A function of two strings that is true when the first contains the second as
    /// `localizedStandardContains` decides it.
    var localizedStandardContainsFunction: String
}
