import Foundation

/// A model's bookkeeping, one per instance (`@Model` adds it as `_$modelState`): its row key,
/// its context, the relationships still to load and what it last knew of them.
///
/// Not `Sendable`, as the model is not: it is used where its model is.
public final class ModelState {
    /// The key of the model's row: made with the model, replaced by the stored one for a
    /// fetched model (or by a stored row's, when a unique attribute makes an insert an update).
    /// Made on first use: a fetched model is given its stored key instead, without making one.
    lazy var primaryKey = UUID.random()
    weak var context: ModelContext?
    var isDeleted = false
    /// Set while the context writes stored values into the model (a fetch linking a
    /// relationship, another session's save): those writes are not changes to save.
    var isApplyingStoredValues = false
    /// Relationships not read yet, by property name: a to-one's target key, or a to-many.
    var pendingLoads: [String: PendingLoad] = [:]
    /// The members each to-many relationship last had, to tell what an edit added or removed.
    var knownMembers: [String: [ObjectIdentifier]] = [:]

    enum PendingLoad {
        case toOne(UUID)
        case toMany
    }

    public init() {}

    /// Whether some relationship is still to be loaded: checked on each read of a property, so a
    /// model whose relationships are loaded (or that has none) pays one comparison.
    public var hasPendingLoads: Bool { !pendingLoads.isEmpty }

    /// Loads the relationship `name` if it is still pending (called by a property's getter).
    public func load(_ name: String, of model: some PersistentModel) {
        guard let context, let pending = pendingLoads.removeValue(forKey: name) else { return }
        context.loadRelationship(name, pending, of: model)
    }

    /// Records a change of `name` made through its setter (called by the setter).
    public func didChange(_ model: some PersistentModel, property name: String) {
        pendingLoads[name] = nil
        guard !isApplyingStoredValues else { return }
        if let context {
            context.modelDidChange(model, property: name)
        } else if let context = Self.contextOfRelated(model, through: name) {
            // Linked to a model that has a context: inserted there, as SwiftData does.
            context.insertModel(model)
        }
    }

    /// Runs `body` with changes not recorded as the user's.
    func applyingStoredValues(_ body: () -> Void) {
        let wasApplying = isApplyingStoredValues
        isApplyingStoredValues = true
        defer { isApplyingStoredValues = wasApplying }
        body()
    }

    /// The context of a model `name` now links `model` to, if `name` is a relationship.
    private static func contextOfRelated(_ model: some PersistentModel, through name: String) -> ModelContext? {
        guard let property = type(of: model).schemaMetadata.first(where: { $0.name == name }) else { return nil }
        return property.relatedModels(of: model)?.lazy.compactMap { $0._$modelState.context }.first
    }
}
