import Foundation

/// How `@SceneStorage` and kept `@State` values become the JSON text a ``SessionState`` stores,
/// and back: `Codable` values through Foundation's JSON coders, raw-representable enums through
/// their raw value. One coding for both, so a value reads back the same whichever kept it.
enum SessionStateCoding {
    static func encode<Value>(_ value: Value) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data: Data?
        if let value = value as? any Encodable {
            data = try? encoder.encode(value)
        } else if let value = value as? any RawRepresentable<String> {
            data = try? encoder.encode(value.rawValue)
        } else if let value = value as? any RawRepresentable<Int> {
            data = try? encoder.encode(value.rawValue)
        } else {
            data = nil
        }
        return data.flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The value `json` holds as a `Value`, or nil when it holds another kind (the app changed
    /// the type between versions: the view starts from its default instead).
    static func decode<Value>(_ json: String, as type: Value.Type) -> Value? {
        let data = Data(json.utf8)
        if let decodable = type as? any Decodable.Type {
            return decoded(decodable, from: data) as? Value
        }
        if let raw = type as? any RawRepresentable<String>.Type, let text = try? JSONDecoder().decode(String.self, from: data) {
            return raw.init(rawValue: text) as? Value
        }
        if let raw = type as? any RawRepresentable<Int>.Type, let number = try? JSONDecoder().decode(Int.self, from: data) {
            return raw.init(rawValue: number) as? Value
        }
        return nil
    }

    private static func decoded<T: Decodable>(_ type: T.Type, from data: Data) -> T? {
        try? JSONDecoder().decode(type, from: data)
    }

    /// Whether a `Value` can be kept at all.
    static func canKeep<Value>(_ type: Value.Type) -> Bool {
        type is any Codable.Type || type is any RawRepresentable<String>.Type || type is any RawRepresentable<Int>.Type
    }
}
