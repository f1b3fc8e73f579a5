import Foundation

/// Runs a migration plan's stages on a store: from the version the store records (a store
/// with tables and no version is taken to be at the plan's first version; an empty store needs
/// no stage) up to the last one, each stage: its `willMigrate` on a context over the old
/// models, the tables brought to the new models, its `didMigrate` on a context over the new
/// ones, and the new version recorded. A failing stage throws and leaves the version it
/// reached recorded, so a fixed app resumes from there.
struct SchemaMigration {
    let plan: any SchemaMigrationPlan.Type
    let store: any ModelStore
    let hub: ModelChangeHub
    let configuration: ModelConfiguration

    func run() throws {
        guard !(try store.isEmpty()) else { return }
        guard var version = try store.schemaVersion() ?? plan.schemas.first?.versionIdentifier else { return }
        while let stage = plan.stages.first(where: { $0.from.versionIdentifier == version }) {
            let old = Schema(versionedSchema: stage.from)
            let new = Schema(versionedSchema: stage.to)
            if case .custom(_, _, let willMigrate?, _) = stage {
                let context = ModelContext(try ModelContainer(migrating: old, store: store, hub: hub, configuration: configuration))
                try willMigrate(context)
                try context.save()
            }
            try store.prepare(try ResolvedSchema(new))
            if case .custom(_, _, _, let didMigrate?) = stage {
                let context = ModelContext(try ModelContainer(migrating: new, store: store, hub: hub, configuration: configuration))
                try didMigrate(context)
                try context.save()
            }
            version = stage.to.versionIdentifier
            try store.setSchemaVersion(version)
        }
    }
}
