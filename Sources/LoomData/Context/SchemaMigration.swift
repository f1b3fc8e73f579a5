import Foundation

/// Runs a migration plan's stages on a store: from the version the store records (a store
/// with tables and no version is taken to be at the plan's first version; an empty store needs
/// no stage) up to the last one. Each stage: its `willMigrate` on a context over the old
/// models, the tables brought to the new models and the new version recorded (with a note that
/// the stage's `didMigrate` is still to run), then `didMigrate` on a context over the new
/// models, and the note removed. A stage that throws leaves the store where it stopped: before
/// its tables changed, the stage runs again next time; after, only its `didMigrate` does.
struct SchemaMigration {
    let plan: any SchemaMigrationPlan.Type
    let store: any ModelStore
    let hub: ModelChangeHub
    let configuration: ModelConfiguration

    private static let pendingDidMigrate = "pendingDidMigrate"

    func run() throws {
        guard !(try store.isEmpty()) else { return }
        if let pending = try store.metadata(Self.pendingDidMigrate).flatMap(Schema.Version.init),
           let stage = plan.stages.first(where: { $0.to.versionIdentifier == pending }) {
            try didMigrate(stage)
        }
        guard var version = try store.schemaVersion() ?? plan.schemas.first?.versionIdentifier else { return }
        while let stage = plan.stages.first(where: { $0.from.versionIdentifier == version }) {
            if case .custom(_, _, let willMigrate?, _) = stage {
                let context = ModelContext(try ModelContainer(migrating: Schema(versionedSchema: stage.from), store: store, hub: hub, configuration: configuration))
                try willMigrate(context)
                try context.save()
            }
            try store.prepare(try ResolvedSchema(Schema(versionedSchema: stage.to)))
            version = stage.to.versionIdentifier
            try store.setSchemaVersion(version)
            try store.setMetadata(Self.pendingDidMigrate, to: version.description)
            try didMigrate(stage)
        }
    }

    /// The stage's `didMigrate`, on the new models; then the note that it is pending goes.
    private func didMigrate(_ stage: MigrationStage) throws {
        if case .custom(_, _, _, let didMigrate?) = stage {
            let context = ModelContext(try ModelContainer(migrating: Schema(versionedSchema: stage.to), store: store, hub: hub, configuration: configuration))
            try didMigrate(context)
            try context.save()
        }
        try store.setMetadata(Self.pendingDidMigrate, to: nil)
    }
}
