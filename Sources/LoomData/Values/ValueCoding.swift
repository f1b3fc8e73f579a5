import Foundation

/// How a property's value becomes a column value and back, decided by the value's type at run
/// time (one place for every column, every predicate argument and every engine):
///
/// 1. a ``PersistableValue`` as it is;
/// 2. an optional: NULL for `nil`, else its wrapped value;
/// 3. a `RawRepresentable` whose raw value is persistable (most enums): the raw value, so a
///    predicate comparing it (`$0.kind == .food`) is an ordinary column comparison;
/// 4. any other `Codable` value: JSON text.
///
/// Anything else cannot be stored; ``canStore(_:)`` says so when a container is made.
enum ValueCoding {
    static func encode(_ value: Any) throws(ModelError) -> SQLValue {
        if let value = value as? any PersistableValue { return value.sqlValue }
        if let optional = value as? any OptionalValue {
            guard let wrapped = optional.wrappedAny else { return .null }
            return try encode(wrapped)
        }
        if let raw = value as? any RawRepresentable, let persistable = raw.rawValue as? any PersistableValue {
            return persistable.sqlValue
        }
        if let encodable = value as? any Encodable {
            do {
                let encoder = JSONEncoder()
                encoder.outputFormatting = .sortedKeys
                return .text(String(decoding: try encoder.encode(encodable), as: UTF8.self))
            } catch {
                throw .unstorableValue(type: "\(type(of: value))", reason: "\(error)")
            }
        }
        throw .unstorableValue(type: "\(type(of: value))", reason: "it is neither a column value nor Codable")
    }

    static func decode<T>(_ value: SQLValue, as type: T.Type) throws(ModelError) -> T {
        let decoded = try decodeAny(value, as: type)
        guard let typed = decoded as? T else {
            throw .unreadableValue(type: "\(T.self)", stored: value.description)
        }
        return typed
    }

    static func decodeAny(_ value: SQLValue, as type: Any.Type) throws(ModelError) -> Any {
        if let persistable = type as? any PersistableValue.Type {
            guard let decoded = persistable.init(sqlValue: value) else {
                throw .unreadableValue(type: "\(type)", stored: value.description)
            }
            return decoded
        }
        if let optional = type as? any OptionalValue.Type {
            if value.isNull { return optional.noneAny }
            return optional.someAny(try decodeAny(value, as: optional.wrappedType))
        }
        if let raw = type as? any RawRepresentable.Type, let decoded = try decodeRaw(value, as: raw) {
            return decoded
        }
        if let decodable = type as? any Decodable.Type {
            guard case .text(let json) = value else {
                throw .unreadableValue(type: "\(type)", stored: value.description)
            }
            do {
                return try JSONDecoder().decode(decodable, from: Data(json.utf8))
            } catch {
                throw .unreadableValue(type: "\(type)", stored: value.description)
            }
        }
        throw .unstorableValue(type: "\(type)", reason: "it is neither a column value nor Codable")
    }

    /// `nil` when the raw value is not persistable (the type is then kept as JSON, if Codable).
    private static func decodeRaw<R: RawRepresentable>(_ value: SQLValue, as type: R.Type) throws(ModelError) -> R? {
        guard let rawType = R.RawValue.self as? any PersistableValue.Type else { return nil }
        guard let raw = rawType.init(sqlValue: value) as? R.RawValue, let decoded = R(rawValue: raw) else {
            throw .unreadableValue(type: "\(type)", stored: value.description)
        }
        return decoded
    }

    /// Whether a property of `type` can be kept in a column.
    static func canStore(_ type: Any.Type) -> Bool {
        if type is any PersistableValue.Type { return true }
        if let optional = type as? any OptionalValue.Type { return canStore(optional.wrappedType) }
        if let raw = type as? any RawRepresentable.Type, rawIsPersistable(raw) { return true }
        return type is any Codable.Type
    }

    private static func rawIsPersistable<R: RawRepresentable>(_ type: R.Type) -> Bool {
        R.RawValue.self is any PersistableValue.Type
    }

    /// The column type a table declares for `type` (SQLite keeps any value in any column; the
    /// declared type documents the table and gives numbers their affinity).
    static func columnType(_ type: Any.Type) -> String {
        if let optional = type as? any OptionalValue.Type { return columnType(optional.wrappedType) }
        if type is any BinaryInteger.Type || type == Bool.self { return "INTEGER" }
        if type == Double.self || type == Float.self || type == Date.self { return "REAL" }
        if type == Data.self { return "BLOB" }
        if let raw = type as? any RawRepresentable.Type { return rawColumnType(raw) }
        return "TEXT"
    }

    private static func rawColumnType<R: RawRepresentable>(_ type: R.Type) -> String {
        R.RawValue.self is any PersistableValue.Type ? columnType(R.RawValue.self) : "TEXT"
    }
}

/// `Optional`, seen through its wrapped type at run time.
protocol OptionalValue {
    static var wrappedType: Any.Type { get }
    static var noneAny: Any { get }
    static func someAny(_ wrapped: Any) -> Any
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    static var wrappedType: Any.Type { Wrapped.self }
    static var noneAny: Any { Optional<Wrapped>.none as Any }
    static func someAny(_ wrapped: Any) -> Any { (wrapped as? Wrapped) as Any }
    var wrappedAny: Any? { self.map { $0 as Any } }
}
