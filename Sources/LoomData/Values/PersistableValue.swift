import Foundation

/// A value a model property can keep in one column as it is: numbers, `Bool`, `String`, `Data`,
/// `Date`, `UUID`, `URL`, `Decimal`. Optionals of these are NULL when `nil`; enums with such a raw
/// value keep the raw value; any other `Codable` value is kept as JSON text (see `ValueCoding`).
public protocol PersistableValue {
    /// The value as its column holds it.
    var sqlValue: SQLValue { get }
    /// The value read back, or `nil` when the column holds another kind of value.
    init?(sqlValue: SQLValue)
}

extension PersistableValue where Self: BinaryInteger {
    public var sqlValue: SQLValue { .integer(Int64(self)) }
    public init?(sqlValue: SQLValue) {
        guard case .integer(let value) = sqlValue, let exact = Self(exactly: value) else { return nil }
        self = exact
    }
}

extension Int: PersistableValue {}
extension Int8: PersistableValue {}
extension Int16: PersistableValue {}
extension Int32: PersistableValue {}
extension Int64: PersistableValue {}
extension UInt8: PersistableValue {}
extension UInt16: PersistableValue {}
extension UInt32: PersistableValue {}

/// Kept in SQLite's 64-bit signed integer with the same bits: every value reads back exactly;
/// values above `Int64.max` compare (in a predicate or a sort) as negative numbers.
extension UInt64: PersistableValue {
    public var sqlValue: SQLValue { .integer(Int64(bitPattern: self)) }
    public init?(sqlValue: SQLValue) {
        guard case .integer(let value) = sqlValue else { return nil }
        self = UInt64(bitPattern: value)
    }
}

extension UInt: PersistableValue {
    public var sqlValue: SQLValue { UInt64(self).sqlValue }
    public init?(sqlValue: SQLValue) {
        guard let value = UInt64(sqlValue: sqlValue), let exact = UInt(exactly: value) else { return nil }
        self = exact
    }
}

extension Bool: PersistableValue {
    public var sqlValue: SQLValue { .integer(self ? 1 : 0) }
    public init?(sqlValue: SQLValue) {
        guard case .integer(let value) = sqlValue else { return nil }
        self = value != 0
    }
}

extension Double: PersistableValue {
    public var sqlValue: SQLValue { .real(self) }
    public init?(sqlValue: SQLValue) {
        switch sqlValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
}

extension Float: PersistableValue {
    public var sqlValue: SQLValue { .real(Double(self)) }
    public init?(sqlValue: SQLValue) {
        guard let value = Double(sqlValue: sqlValue) else { return nil }
        self = Float(value)
    }
}

extension String: PersistableValue {
    public var sqlValue: SQLValue { .text(self) }
    public init?(sqlValue: SQLValue) {
        guard case .text(let value) = sqlValue else { return nil }
        self = value
    }
}

extension Data: PersistableValue {
    public var sqlValue: SQLValue { .blob(self) }
    public init?(sqlValue: SQLValue) {
        guard case .blob(let value) = sqlValue else { return nil }
        self = value
    }
}

/// Seconds since 1970 as a real: a `Date` reads back equal to the one saved (a text format
/// would round it) and orders correctly.
extension Date: PersistableValue {
    public var sqlValue: SQLValue { .real(timeIntervalSince1970) }
    public init?(sqlValue: SQLValue) {
        guard let seconds = Double(sqlValue: sqlValue) else { return nil }
        self.init(timeIntervalSince1970: seconds)
    }
}

extension UUID: PersistableValue {
    public var sqlValue: SQLValue { .text(keyText) }
    public init?(sqlValue: SQLValue) {
        guard case .text(let text) = sqlValue, let value = UUID(keyText: text) else { return nil }
        self = value
    }
}

extension URL: PersistableValue {
    public var sqlValue: SQLValue { .text(absoluteString) }
    public init?(sqlValue: SQLValue) {
        guard case .text(let text) = sqlValue, let value = URL(string: text) else { return nil }
        self = value
    }
}

/// Kept as text: a decimal's every digit survives, which a real would not keep.
extension Decimal: PersistableValue {
    public var sqlValue: SQLValue { .text(description) }
    public init?(sqlValue: SQLValue) {
        switch sqlValue {
        case .text(let text): guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else { return nil }; self = value
        case .integer(let value): self = Decimal(value)
        case .real(let value): self = Decimal(value)
        default: return nil
        }
    }
}
