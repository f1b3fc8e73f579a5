import Foundation

/// One value as a database column holds it: the storage layer's currency, the same for every
/// engine, so models and predicates never see a driver's own types.
public enum SQLValue: Hashable, Sendable, CustomStringConvertible {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)

    public var description: String {
        switch self {
        case .null: "NULL"
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .text(let value): "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
        case .blob(let value): "<\(value.count) bytes>"
        }
    }

    var isNull: Bool { if case .null = self { true } else { false } }
}
