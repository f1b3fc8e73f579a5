import Foundation

/// One value of a ``FileKeyValueStore``: what a JSON file holds as a number, a boolean or a
/// string. `@AppStorage` turns its own types (`URL`, `Data`, raw-representable enums) into these.
public enum StoredValue: Hashable, Sendable, Codable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)

    /// The value as an integer, when it is one (a double with no fraction counts).
    public var integer: Int? {
        switch self {
        case .int(let value): value
        case .double(let value): value.rounded() == value ? Int(exactly: value) : nil
        case .bool, .string: nil
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // JSONDecoder reads `true` only as a Bool and `1` only as a number, so the order is safe.
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        }
    }
}
