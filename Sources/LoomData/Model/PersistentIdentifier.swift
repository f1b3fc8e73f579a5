import Foundation

/// The identity of a stored model, as SwiftData's: the model's type and a UUID that `insert`
/// gives it. It never changes, before or after the first save, so a view keyed by it (a
/// `ForEach` row) keeps its state through a save; it is `Sendable` and `Codable`, so it can
/// cross to a `@ModelActor` or into a page's restored state where the model cannot.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The model's type name, which is also its table's name.
    public let entityName: String
    /// The row's key in its table.
    public let primaryKey: UUID

    public init(entityName: String, primaryKey: UUID) {
        self.entityName = entityName
        self.primaryKey = primaryKey
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.entityName, lhs.primaryKey.uuidString) < (rhs.entityName, rhs.primaryKey.uuidString)
    }

    public var description: String { "\(entityName)(\(primaryKey.uuidString.lowercased()))" }

    /// The text the `id` column holds.
    var storedKey: String { primaryKey.uuidString.lowercased() }
}
