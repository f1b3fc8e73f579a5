import Foundation

extension NavigationPath {
    /// A navigation path in a form that can be stored, as SwiftUI's: for `@SceneStorage`, so a
    /// page restored in another process shows the same stack of screens.
    ///
    /// ```swift
    /// @SceneStorage("path") private var stored: Data?
    /// @State private var path = NavigationPath()
    /// …
    /// .onChange(of: path) { stored = path.codable.flatMap { try? JSONEncoder().encode($0) } }
    /// ```
    /// Each screen's value is kept with its type's name; a type the decoding process does not
    /// have (renamed, or from another version of the app) makes decoding throw.
    public struct CodableRepresentation: Codable, Equatable, Sendable {
        struct Element: Codable, Equatable, Sendable {
            var type: String
            var json: String
        }

        var elements: [Element]
    }

    /// The path as values that can be encoded, or nil when a screen's value is not `Codable`.
    public var codable: CodableRepresentation? {
        var kept: [CodableRepresentation.Element] = []
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for element in elements {
            guard let value = element.base as? any Encodable,
                let data = try? encoder.encode(value),
                let json = String(data: data, encoding: .utf8)
            else { return nil }
            kept.append(.init(type: _mangledTypeName(type(of: element.base)) ?? _typeName(type(of: element.base)), json: json))
        }
        return CodableRepresentation(elements: kept)
    }

    /// The path `codable` describes. Throws when a screen's type is unknown to this process or
    /// its value does not decode.
    public init(_ codable: CodableRepresentation) throws {
        self.init()
        for element in codable.elements {
            guard let type = _typeByName(element.type) as? any (Decodable & Hashable).Type else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "No Decodable & Hashable type is named \(element.type)"))
            }
            elements.append(try Self.decode(type, from: element.json))
        }
    }

    private static func decode<T: Decodable & Hashable>(_ type: T.Type, from json: String) throws -> AnyHashable {
        AnyHashable(try JSONDecoder().decode(type, from: Data(json.utf8)))
    }
}

/// Loom's addition: a path encodes as its ``NavigationPath/CodableRepresentation`` (encoding
/// throws when a screen's value is not `Codable`). So a `NavigationStack`'s own path and an
/// app's `@State var path = NavigationPath()` are kept with the rest of a session's view state
/// when the app opts in (``SessionState/keepsViewState``), and come back in another process.
extension NavigationPath: Codable {
    public init(from decoder: any Decoder) throws {
        try self.init(CodableRepresentation(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        guard let codable else {
            throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath, debugDescription: "A screen's value on the path is not Codable"))
        }
        try codable.encode(to: encoder)
    }
}
