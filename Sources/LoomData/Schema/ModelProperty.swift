import Foundation

/// One property of a model as the store sees it: what `@Model` lists in `schemaMetadata`, one
/// entry per stored property, built with ``attribute(_:name:_:originalName:hashModifier:)`` or
/// ``relationship(_:name:_:deleteRule:minimumModelCount:maximumModelCount:originalName:inverse:hashModifier:)``.
///
/// Generic where it is made (it knows the model and value types there) and erased after, so the
/// context, the store and the query translator work on any model without knowing its type.
///
/// `@unchecked Sendable`: every field is immutable; key paths (which Swift does not mark
/// `Sendable` when they name a class's property) are immutable values, and the accessors
/// capture nothing but the key path.
public struct ModelProperty: @unchecked Sendable {
    /// The property's name, which is also its column's.
    public let name: String
    /// `\Model.property`, the key path predicates and sort descriptors name.
    public let keyPath: AnyKeyPath
    /// What the property holds: a column value or a relationship.
    let kind: Kind
    let isUnique: Bool
    /// The column's name before a rename (`@Attribute(originalName:)`).
    let originalName: String?
    let deleteRule: Schema.Relationship.DeleteRule
    /// The other side of a relationship, as written in `@Relationship(inverse:)`.
    let declaredInverse: AnyKeyPath?
    /// Reads the property of a model of the right type (`nil` for another type).
    let read: (any PersistentModel) -> Any?
    /// Writes the property through its setter: observers hear it, the context records it.
    let write: (any PersistentModel, Any) -> Void
    /// The column value of the property's initial value (`var isDone = false`), given to rows
    /// stored before the property existed.
    let defaultValue: SQLValue?
    /// A relationship's value made of models: `Target?` from the first, `[Target]` from all.
    let wrap: ([any PersistentModel]) -> Any?

    enum Kind: @unchecked Sendable {
        /// A column of this Swift type (`@unchecked`: a metatype is immutable).
        case column(Any.Type)
        /// A column holding the identifier of one model of `target` (or NULL).
        case toOne(target: any PersistentModel.Type)
        /// Models of `target` whose inverse to-one points here; no column of its own.
        case toMany(target: any PersistentModel.Type)
        /// A type that cannot be stored, reported when a container is made.
        case unstorable(Any.Type)
    }

    /// A stored attribute (or a relationship `@Model` could not tell from its type syntax).
    public static func attribute<Root: PersistentModel, Value>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value>, name: String,
        _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil,
        defaultValue: @autoclosure () -> Value? = nil
    ) -> ModelProperty {
        ModelProperty(keyPath, name: name, isUnique: options.contains(.unique), originalName: originalName,
                      deleteRule: .nullify, inverse: nil, defaultValue: defaultValue())
    }

    /// A stored constant (`let`): stored and read back like an attribute, never written after
    /// its model is made.
    public static func attribute<Root: PersistentModel, Value>(
        _ keyPath: KeyPath<Root, Value>, name: String,
        _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
    ) -> ModelProperty {
        ModelProperty(keyPath, name: name, isUnique: options.contains(.unique), originalName: originalName,
                      deleteRule: .nullify, inverse: nil, defaultValue: nil)
    }

    /// A relationship, as `@Relationship(deleteRule:inverse:)` declares it.
    public static func relationship<Root: PersistentModel, Value>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value>, name: String,
        _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
        minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
        inverse: AnyKeyPath? = nil, hashModifier: String? = nil
    ) -> ModelProperty {
        ModelProperty(keyPath, name: name, isUnique: options.contains(.unique), originalName: originalName,
                      deleteRule: deleteRule, inverse: inverse, defaultValue: nil)
    }

    private init<Root: PersistentModel, Value>(
        _ keyPath: KeyPath<Root, Value>, name: String, isUnique: Bool, originalName: String?,
        deleteRule: Schema.Relationship.DeleteRule, inverse: AnyKeyPath?, defaultValue: Value?
    ) {
        self.name = name
        self.keyPath = keyPath
        self.isUnique = isUnique
        self.originalName = originalName
        self.deleteRule = deleteRule
        self.declaredInverse = inverse
        self.defaultValue = defaultValue.flatMap { try? ValueCoding.encode($0) }
        if let reference = Value.self as? any ToOneReference.Type {
            kind = .toOne(target: reference.targetModel)
        } else if let reference = Value.self as? any ToManyReference.Type {
            kind = .toMany(target: reference.targetModel)
        } else if ValueCoding.canStore(Value.self) {
            kind = .column(Value.self)
        } else {
            kind = .unstorable(Value.self)
        }
        read = { model in (model as? Root).map { $0[keyPath: keyPath] } }
        wrap = { models in
            if let reference = Value.self as? any ToOneReference.Type { return reference.make(models.first) }
            if let reference = Value.self as? any ToManyReference.Type { return reference.make(models) }
            return nil
        }
        // A constant's key path is not writable: it keeps the value its model was made with.
        let writable = keyPath as? ReferenceWritableKeyPath<Root, Value>
        write = { model, value in
            guard let writable, let model = model as? Root, let value = value as? Value else { return }
            model[keyPath: writable] = value
        }
    }

    /// Whether the property has a column in its model's table (attributes and to-one links).
    var hasColumn: Bool {
        switch kind {
        case .column, .toOne: true
        case .toMany, .unstorable: false
        }
    }

    /// The models a relationship's value holds (`nil` for an attribute).
    func relatedModels(of model: any PersistentModel) -> [any PersistentModel]? {
        let value = read(model)
        if let reference = value as? any ToOneReference { return reference.target.map { [$0] } ?? [] }
        if let reference = value as? any ToManyReference { return reference.members }
        return nil
    }

    var relatedModel: (any PersistentModel.Type)? {
        switch kind {
        case .toOne(let target), .toMany(let target): target
        case .column, .unstorable: nil
        }
    }
}

/// `Model?`: a to-one relationship.
protocol ToOneReference {
    static var targetModel: any PersistentModel.Type { get }
    var target: (any PersistentModel)? { get }
    static func make(_ target: (any PersistentModel)?) -> Self
}

extension Optional: ToOneReference where Wrapped: PersistentModel {
    static var targetModel: any PersistentModel.Type { Wrapped.self }
    var target: (any PersistentModel)? { self }
    static func make(_ target: (any PersistentModel)?) -> Self { target as? Wrapped }
}

/// `[Model]`: a to-many relationship.
protocol ToManyReference {
    static var targetModel: any PersistentModel.Type { get }
    var members: [any PersistentModel] { get }
    static func make(_ members: [any PersistentModel]) -> Self
}

extension Array: ToManyReference where Element: PersistentModel {
    static var targetModel: any PersistentModel.Type { Element.self }
    var members: [any PersistentModel] { self }
    static func make(_ members: [any PersistentModel]) -> Self { members.compactMap { $0 as? Element } }
}

/// `[Model]?`: a to-many relationship declared optional (SwiftData allows it, and CloudKit-synced
/// models must write it so). `nil` holds no models; a model read from the store gets an array,
/// empty when nothing points to it, so `exercises?.append(…)` works on it.
extension Optional: ToManyReference where Wrapped: ToManyReference {
    static var targetModel: any PersistentModel.Type { Wrapped.targetModel }
    var members: [any PersistentModel] { self?.members ?? [] }
    static func make(_ members: [any PersistentModel]) -> Self { Wrapped.make(members) }
}

