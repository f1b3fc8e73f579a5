import Foundation
import Observation

/// A class whose instances a ``ModelContext`` keeps in a database: what `@Model` makes of a
/// class, as in SwiftData. Write `@Model`, never the conformance by hand.
///
/// ```swift
/// @Model final class Todo {
///     var title: String
///     var isDone = false
///     init(title: String) { self.title = title }
/// }
/// ```
/// A model is observable as an `@Observable` class is: a view's `body` re-runs when a property
/// it read changes, whether this session changed it or another session's save did. Models
/// compare and hash by identity; a context keeps one instance per stored row.
public protocol PersistentModel: AnyObject, Observation.Observable, Identifiable, Hashable {
    /// Makes a model from its stored row (what `@Model` writes: one line per stored property).
    init(backingData: BackingData) throws
    /// The stored properties (what `@Model` writes).
    static var schemaMetadata: [ModelProperty] { get }
    /// Where the model's identity, context and pending changes live (what `@Model` writes).
    var _$modelState: ModelState { get }
    /// The model's table and type name (what `@Model` writes: the class's name).
    static var _$entityName: String { get }
    /// Sets a stored property's value without telling observers or the context: how a lazily
    /// loaded relationship is filled in while a `body` reads it (what `@Model` writes).
    func _$setStoredValue(_ value: Any, forKey key: String)
}

extension PersistentModel {
    /// The model's identity: its type and its row's key. Stable from the model's creation on.
    public var persistentModelID: PersistentIdentifier {
        PersistentIdentifier(entityName: Self.entityName, primaryKey: _$modelState.primaryKey)
    }

    /// The context the model was inserted into or fetched by; `nil` before `insert`.
    public var modelContext: ModelContext? { _$modelState.context }

    /// Whether the model was deleted from its context (and, once saved, from the store).
    public var isDeleted: Bool { _$modelState.isDeleted }

    /// Whether the model has changes its context has not saved.
    public var hasChanges: Bool {
        guard let context = _$modelState.context else { return false }
        return context.hasPendingChanges(for: persistentModelID)
    }

    /// The model's table and type name.
    static var entityName: String { _$entityName }

    /// `\[Self].count` and `.isEmpty`: what a predicate may ask of a to-many relationship.
    static var arrayCountKeyPath: AnyKeyPath { \[Self].count }
    static var arrayIsEmptyKeyPath: AnyKeyPath { \[Self].isEmpty }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension PersistentModel where ID == PersistentIdentifier {
    /// A model is identified by its ``persistentModelID`` unless it declares an `id` of its own.
    public var id: PersistentIdentifier { persistentModelID }
}

/// The stored values a model is made from (see ``PersistentModel/init(backingData:)``).
public struct BackingData {
    /// The row: `id`, then the entity's columns in order.
    let row: [SQLValue]
    let entity: Entity

    /// The stored value of `name` as the property's type. A relationship reads as empty here;
    /// the context links it when the property is first read.
    public func value<T>(for name: String, as type: T.Type = T.self) throws -> T {
        let stored: SQLValue
        switch entity.rowSlots[name] {
        case .attribute(let position)?:
            stored = row[position]
        case .relationship?:
            if let reference = T.self as? any ToOneReference.Type, let none = reference.make(nil) as? T { return none }
            if let reference = T.self as? any ToManyReference.Type, let empty = reference.make([]) as? T { return empty }
            stored = .null
        case nil:
            stored = .null
        }
        do {
            return try ValueCoding.decode(stored, as: T.self)
        } catch {
            throw ModelError.unreadableValue(type: "\(T.self) (\(entity.name).\(name))", stored: stored.description)
        }
    }
}

/// Sets `slot` to `value` when it has the slot's type: what `@Model`'s `_$setStoredValue` calls
/// for each property, so it need not spell the property's type.
public func _assignStoredValue<T>(_ slot: inout T, _ value: Any) {
    if let typed = value as? T { slot = typed }
}
