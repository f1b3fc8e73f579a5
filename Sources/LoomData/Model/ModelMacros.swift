import Foundation

/// Makes a class a stored, observable model, as SwiftData's `@Model` does.
///
/// ```swift
/// @Model final class Expense {
///     var title: String
///     var amount: Decimal
///     var date = Date.now
///     @Attribute(.unique) var receiptNumber: String?
///     @Relationship(deleteRule: .nullify, inverse: \Category.expenses) var category: Category?
///     @Transient var isHighlighted = false
///     init(title: String, amount: Decimal) { self.title = title; self.amount = amount }
/// }
/// ```
/// Every stored `var` is kept in the model's table and observed like an `@Observable`
/// property; `@Transient` ones are observed but not kept. See `docs/DATA.md` for the mapping.
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation),
          named(shouldNotifyObservers), named(_$modelState), named(init), named(schemaMetadata),
          named(_$setStoredValue), named(_$entityName))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "LoomMacros", type: "ModelMacro")

/// One stored property of a `@Model` class, the `index`-th observed one: applied by `@Model`,
/// not written by hand. Observed as `@Observable`'s properties are; its setter tells the
/// model's context, and its getter loads a relationship on first read.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`_`))
public macro _PersistedProperty(_ index: Int, mainActor: Bool = false) =
    #externalMacro(module: "LoomMacros", type: "PersistedPropertyMacro")

/// Options of a stored property: `@Attribute(.unique)`, `@Attribute(originalName: "name")`.
@attached(peer)
public macro Attribute(
    _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "LoomMacros", type: "SchemaMarkerMacro")

/// A relationship's delete rule and inverse: `@Relationship(deleteRule: .cascade, inverse: \Item.owner)`.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "LoomMacros", type: "SchemaMarkerMacro")

/// A property of a `@Model` class that is observed but not stored; it needs a default value.
@attached(peer)
public macro Transient() = #externalMacro(module: "LoomMacros", type: "SchemaMarkerMacro")
