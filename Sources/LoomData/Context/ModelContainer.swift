import Foundation
import LoomReactive

/// The app's models and the store that keeps them, as SwiftData's: made once, shared by
/// every session; each session's views get a context of their own from it.
///
/// ```swift
/// let container = try ModelContainer(for: Todo.self)                       // default.store
/// let preview = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
/// ```
/// Containers made for the same file in one process share one store and one channel of
/// changes, so a save through one reaches the live queries of all.
public final class ModelContainer: Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    let resolvedSchema: ResolvedSchema
    let store: any ModelStore
    let hub: ModelChangeHub
    @MainActor private var madeMainContext: ModelContext?

    public convenience init(
        for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: ModelConfiguration...
    ) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    public convenience init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        try self.init(for: givenSchema, migrationPlan: nil, configurations: configurations)
    }

    /// A container whose store is brought to `givenSchema`'s version by `migrationPlan`'s
    /// stages, one after another, from the version the store records (see ``MigrationStage``).
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: [ModelConfiguration]) throws {
        let configuration = configurations.first ?? ModelConfiguration()
        schema = givenSchema
        self.configurations = [configuration]
        resolvedSchema = try ResolvedSchema(givenSchema)
        let shared = try OpenStores.store(for: configuration)
        store = shared.store
        hub = shared.hub
        if let migrationPlan {
            try SchemaMigration(plan: migrationPlan, store: store, hub: hub, configuration: configuration).run()
        }
        try store.prepare(resolvedSchema)
        if let version = givenSchema.version { try store.setSchemaVersion(version) }
    }

    /// A container on a store already open, for one stage of a migration.
    init(migrating schema: Schema, store: any ModelStore, hub: ModelChangeHub, configuration: ModelConfiguration) throws {
        self.schema = schema
        configurations = [configuration]
        resolvedSchema = try ResolvedSchema(schema)
        self.store = store
        self.hub = hub
    }

    /// The context of code that runs on the main actor outside any view (views read theirs
    /// from `@Environment(\.modelContext)`: one per session). It saves itself after changes.
    @MainActor
    public var mainContext: ModelContext {
        if let madeMainContext { return madeMainContext }
        let context = ModelContext(live: self)
        madeMainContext = context
        return context
    }

    /// Saves what the app's code inserted or changed through ``mainContext`` and has not saved
    /// yet (it autosaves on the next turn). A view's context is made on the container while its
    /// body runs: SwiftData gives such views the main context itself, so they see those models
    /// at once (a preview filling `container.mainContext` and reading it through `@Query`);
    /// saved first, they are in every context's queries. A save that fails is reported and the
    /// changes stay pending for the autosave.
    @MainActor
    func savePendingMainContextChanges() {
        guard let madeMainContext, madeMainContext.autosaveEnabled, madeMainContext.hasChanges else { return }
        do {
            try madeMainContext.save()
        } catch {
            FileHandle.standardError.write(Data("LoomData: the main context's changes could not be saved: \(error)\n".utf8))
        }
    }

    /// Deletes every stored model of every type in the schema.
    public func deleteAllData() throws {
        var batch = SaveBatch()
        var changes = ModelChanges()
        for entity in resolvedSchema.entities {
            let keys = try store.rows(SQLFragment("SELECT \(TableLayout.key) FROM \(SQLFragment.identifier(entity.name))"))
            for case .text(let key)? in keys.map(\.first) {
                batch.deletes.append(SaveBatch.Row(entity: entity.name, key: key, values: []))
                changes.deleted[entity.name, default: []].insert(key)
            }
        }
        _ = try store.save(batch)
        hub.publish(changes, from: nil)
    }
}

/// The stores open in this process, by file or database URL: containers for one file share its
/// store (one connection pool, as SQLite advises for a process) and its change channel. Held weakly: a
/// store closes when its last container goes.
enum OpenStores {
    struct Shared: Sendable {
        let store: any ModelStore
        let hub: ModelChangeHub
    }

    private final class Entry: Sendable {
        let shared: Shared
        init(_ shared: Shared) { self.shared = shared }
    }

    private struct WeakEntry: Sendable {
        weak var store: (any ModelStore)?
        let hub: ModelChangeHub
    }

    /// The process's table of open stores. A registry rather than an injected value because it
    /// stands for a fact of the process (one pool per database file), as SQLite's own shared
    /// cache does; nothing else is kept in it.
    private static let open = Locked<[String: WeakEntry]>([:])

    static func store(for configuration: ModelConfiguration) throws(ModelError) -> Shared {
        if configuration.isStoredInMemoryOnly {
            return Shared(store: try SQLiteModelStore(url: nil), hub: ModelChangeHub())
        }
        let isDatabase = PostgresAddress.isDatabaseURL(configuration.url)
        let path = isDatabase ? configuration.url.absoluteString : configuration.url.standardizedFileURL.path
        return try open.withLock { (table: inout [String: WeakEntry]) throws(ModelError) -> Shared in
            if let entry = table[path], let store = entry.store { return Shared(store: store, hub: entry.hub) }
            let hub = ModelChangeHub()
            let store: any ModelStore = if isDatabase {
                try PostgresModelStore(url: configuration.url, hub: hub, readOnly: !configuration.allowsSave)
            } else {
                try SQLiteModelStore(url: configuration.url, readOnly: !configuration.allowsSave)
            }
            table[path] = WeakEntry(store: store, hub: hub)
            return Shared(store: store, hub: hub)
        }
    }
}
