import Foundation
import LoomReactive
import LoomViews
import Observation

/// Where models are fetched, inserted, changed and deleted before a save writes them, as
/// SwiftData's `ModelContext`.
///
/// ```swift
/// struct AddTodo: View {
///     @Environment(\.modelContext) private var modelContext
///     @State private var title = ""
///     var body: some View {
///         TextField("Title", text: $title)
///         Button("Add") { modelContext.insert(Todo(title: title)) }   // saved after the tap
///     }
/// }
/// ```
/// A context keeps one instance per stored row. The one every session's views share (from the
/// environment) and the container's ``ModelContainer/mainContext`` save themselves after each
/// change and follow other contexts' saves; a context made with ``init(_:)`` (background work,
/// a batch import) saves when told to. Neither a context nor its models are `Sendable`: use
/// them where they were made, and pass ``PersistentIdentifier``s across.
public final class ModelContext {
    public let container: ModelContainer
    /// Whether a change is saved by itself on the next turn of the main actor (live contexts only).
    public var autosaveEnabled: Bool
    /// Where undoable changes are recorded: `nil` unless the app sets one, as in SwiftData
    /// without `isUndoEnabled`, so `modelContext.undoManager?.undo()` does nothing. The context
    /// registers none of its own inserts, deletes or changes in it; an app that sets one undoes
    /// what it registers itself.
    public var undoManager: UndoManager?

    /// Every model this context has made or been given, by identity; unchanged ones weakly.
    var registered: [PersistentIdentifier: WeakModel] = [:]
    var inserted: [PersistentIdentifier: any PersistentModel] = [:]
    var insertionOrder: [PersistentIdentifier] = []
    var deleted: [PersistentIdentifier: any PersistentModel] = [:]
    var changed: [PersistentIdentifier: ChangedModel] = [:]
    private var generations: [String: QueryGeneration] = [:]
    /// The last autosave's error while autosaves fail, and whether a retry is on its way.
    private var autosaveFailure: String?
    private var autosaveRetryScheduled = false
    /// The main-actor side of a live context; `nil` for a context made with ``init(_:)``.
    private(set) var listener: ModelChangeListener?

    struct WeakModel {
        weak var model: (any PersistentModel)?
    }

    struct ChangedModel {
        let model: any PersistentModel
        var properties: Set<String>
    }

    /// A context for work outside views: it saves when told to.
    public init(_ container: ModelContainer) {
        self.container = container
        autosaveEnabled = false
    }

    /// A live context: it saves itself and follows other contexts' saves.
    @MainActor
    init(live container: ModelContainer) {
        self.container = container
        autosaveEnabled = true
        let listener = ModelChangeListener(context: self)
        self.listener = listener
        container.hub.add(listener)
    }

    deinit {
        if let listener { container.hub.remove(listener) }
    }

    var schema: ResolvedSchema { container.resolvedSchema }

    // MARK: Pending changes

    /// Whether the context has inserts, deletes or changes it has not saved.
    public var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || !changed.isEmpty }

    public var insertedModelsArray: [any PersistentModel] { insertionOrder.compactMap { inserted[$0] } }
    public var changedModelsArray: [any PersistentModel] { changed.values.map(\.model) }
    public var deletedModelsArray: [any PersistentModel] { Array(deleted.values) }

    func hasPendingChanges(for id: PersistentIdentifier) -> Bool {
        inserted[id] != nil || deleted[id] != nil || changed[id] != nil
    }

    // MARK: Insert and delete

    /// Adds `model` (and any model it links to that has no context yet) to the context; the
    /// next save stores it. Inserting a model already here does nothing.
    public func insert<T: PersistentModel>(_ model: T) {
        insertModel(model)
    }

    func insertModel(_ model: any PersistentModel) {
        let id = model.persistentModelID
        if let registeredModel = registered[id]?.model, registeredModel === model {
            if deleted.removeValue(forKey: id) != nil { model._$modelState.isDeleted = false; didChangeModels(of: id.entityName) }
            return
        }
        model._$modelState.context = self
        model._$modelState.isDeleted = false
        registered[id] = WeakModel(model: model)
        inserted[id] = model
        insertionOrder.append(id)
        if let entity = schema.entity(named: id.entityName) {
            linkRelatedModels(of: model, entity: entity)
        }
        didChangeModels(of: id.entityName)
    }

    /// Removes `model` from the store at the next save, applying its relationships' delete
    /// rules now (cascaded models are deleted, nullified ones unlinked).
    public func delete<T: PersistentModel>(_ model: T) {
        deleteModel(model)
    }

    func deleteModel(_ model: any PersistentModel) {
        let id = model.persistentModelID
        guard !model._$modelState.isDeleted else { return }
        model._$modelState.isDeleted = true
        changed[id] = nil
        if inserted.removeValue(forKey: id) != nil {
            insertionOrder.removeAll { $0 == id }
            registered[id] = nil
        } else {
            deleted[id] = model
        }
        if let entity = schema.entity(named: id.entityName) {
            applyDeleteRules(to: model, entity: entity)
            unlinkFromLinkedLists(model)
        }
        didChangeModels(of: id.entityName)
    }

    /// Deletes every stored model of `model` that `predicate` matches.
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
    }

    /// Records that `property` of `model` changed through its setter.
    func modelDidChange(_ model: some PersistentModel, property: String) {
        let id = model.persistentModelID
        guard !model._$modelState.isDeleted, let entity = schema.entity(named: id.entityName) else { return }
        if inserted[id] == nil {
            changed[id, default: ChangedModel(model: model, properties: [])].properties.insert(property)
        }
        if let relationship = entity.property(named: property), relationship.relatedModel != nil {
            // A model linked here by a to-one that has no context joins this one, as SwiftData
            // inserts it (a to-many's new members are inserted as they are linked back).
            if case .toOne = relationship.kind {
                for related in relationship.relatedModels(of: model) ?? [] where related._$modelState.context == nil {
                    insertModel(related)
                }
            }
            relationshipDidChange(relationship, of: model, entity: entity)
        }
        scheduleAutosave()
    }

    // MARK: Transactions

    /// Runs `block`, then saves; when `block` or the save throws, the context's changes are
    /// rolled back and the error rethrown.
    public func transaction(block: () throws -> Void) throws {
        do {
            try block()
            try save()
        } catch {
            rollback()
            throw error
        }
    }

    // MARK: Live queries

    /// A counter per model type that `@Query` reads: it moves when this context inserts or
    /// deletes such a model, saves one, or hears another context's save of one, so every view
    /// whose query could change is re-rendered and runs its query again.
    func generation(of entityName: String) -> QueryGeneration {
        if let existing = generations[entityName] { return existing }
        let made = QueryGeneration()
        generations[entityName] = made
        return made
    }

    func didChangeModels(of entityName: String) {
        generations[entityName]?.advance()
        scheduleAutosave()
    }

    private func scheduleAutosave() {
        guard autosaveEnabled, hasChanges, let listener, MainActorCheck.isOnMainActor else { return }
        MainActor.assumeIsolated { listener.scheduleAutosave() }
    }

    /// The save a change scheduled. A failure (the database went away, the disk is full) is
    /// reported once and the changes stay pending in the context, which keeps trying every
    /// ``autosaveRetryInterval`` until they are stored: nothing a page showed is dropped while
    /// the process runs.
    func autosave() {
        guard autosaveEnabled, hasChanges else { return }
        do {
            try save()
            if autosaveFailure != nil {
                FileHandle.standardError.write(Data("LoomData: autosave succeeded again; the pending changes are stored\n".utf8))
                autosaveFailure = nil
            }
        } catch {
            if autosaveFailure != "\(error)" {
                FileHandle.standardError.write(Data("LoomData: autosave failed, trying again every \(Self.autosaveRetryInterval.components.seconds) s: \(error)\n".utf8))
                autosaveFailure = "\(error)"
            }
            guard let listener, MainActorCheck.isOnMainActor, !autosaveRetryScheduled else { return }
            autosaveRetryScheduled = true
            MainActor.assumeIsolated { listener.retryAutosave(after: Self.autosaveRetryInterval) }
        }
    }

    static let autosaveRetryInterval: Duration = .seconds(2)

    /// A retry of a failed autosave, come due.
    func retryAutosave() {
        autosaveRetryScheduled = false
        autosave()
    }
}

/// One model type's query counter in one context (see ``ModelContext/generation(of:)``).
final class QueryGeneration: Observable {
    private let registrar = ObservationRegistrar()
    private var stored = 0

    var value: Int {
        registrar.access(self, keyPath: \.value)
        return stored
    }

    func advance() {
        registrar.withMutation(of: self, keyPath: \.value) { stored += 1 }
    }
}
