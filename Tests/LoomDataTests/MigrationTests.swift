import Foundation
import LoomData
import Testing

enum WorkoutSchemaV1: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Workout.self] }

    @Model final class Workout {
        var name: String
        init(name: String) { self.name = name }
    }
}

enum WorkoutSchemaV2: VersionedSchema {
    static let versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] { [Workout.self] }

    @Model final class Workout {
        @Attribute(originalName: "name") var title: String
        var minutes = 30
        init(title: String) { self.title = title }
    }
}

enum WorkoutMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [WorkoutSchemaV1.self, WorkoutSchemaV2.self] }
    static var stages: [MigrationStage] {
        [.custom(
            fromVersion: WorkoutSchemaV1.self, toVersion: WorkoutSchemaV2.self,
            willMigrate: { context in
                // Version 2 wants one workout per name: drop the later duplicates first.
                var seen: Set<String> = []
                for workout in try context.fetch(FetchDescriptor<WorkoutSchemaV1.Workout>()) where !seen.insert(workout.name).inserted {
                    context.delete(workout)
                }
            },
            didMigrate: { context in
                for workout in try context.fetch(FetchDescriptor<WorkoutSchemaV2.Workout>()) { workout.minutes = 45 }
            })]
    }
}

/// Schema changes: properties added with an initial value, renamed columns, and a migration
/// plan's custom stage run once.
struct MigrationTests {
    @Test func aCustomStageRunsOnTheOldModelsThenTheNewOnesAndOnlyOnce() throws {
        let folder = try makeStoreFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("workouts.store")
        do {
            let container = try ModelContainer(for: Schema(versionedSchema: WorkoutSchemaV1.self), configurations: ModelConfiguration(url: url))
            let context = ModelContext(container)
            for name in ["Run", "Swim", "Run"] { context.insert(WorkoutSchemaV1.Workout(name: name)) }
            try context.save()
        }
        let migrated = try ModelContainer(
            for: Schema(versionedSchema: WorkoutSchemaV2.self), migrationPlan: WorkoutMigrationPlan.self,
            configurations: ModelConfiguration(url: url))
        let context = ModelContext(migrated)
        let workouts = try context.fetch(FetchDescriptor<WorkoutSchemaV2.Workout>())
        #expect(workouts.map(\.title) == ["Run", "Swim"], "the duplicate went before, the column was renamed")
        #expect(workouts.map(\.minutes) == [45, 45], "didMigrate ran on the new models")

        // Opened again: the store is at version 2, so no stage runs a second time.
        workouts[0].minutes = 10
        try context.save()
        let again = try ModelContainer(
            for: Schema(versionedSchema: WorkoutSchemaV2.self), migrationPlan: WorkoutMigrationPlan.self,
            configurations: ModelConfiguration(url: url))
        #expect(try ModelContext(again).fetch(FetchDescriptor<WorkoutSchemaV2.Workout>()).map(\.minutes) == [10, 45])
    }

    @Test func aNewPropertyWithAnInitialValueIsGivenItInStoredRows() throws {
        let folder = try makeStoreFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("plain.store")
        do {
            let context = ModelContext(try ModelContainer(for: WorkoutSchemaV1.Workout.self, configurations: ModelConfiguration(url: url)))
            context.insert(WorkoutSchemaV1.Workout(name: "Row"))
            try context.save()
        }
        let context = ModelContext(try ModelContainer(for: WorkoutSchemaV2.Workout.self, configurations: ModelConfiguration(url: url)))
        let workouts = try context.fetch(FetchDescriptor<WorkoutSchemaV2.Workout>())
        #expect(workouts.map(\.title) == ["Row"])
        #expect(workouts.map(\.minutes) == [30])
    }
}

enum TagSchemaV1 {
    @Model final class Tag {
        @Attribute(.unique) var name: String
        init(name: String) { self.name = name }
    }
}

enum TagSchemaV2 {
    @Model final class Tag {
        var name: String
        init(name: String) { self.name = name }
    }
}

struct UniqueChangeTests {
    @Test func aPropertyNoLongerUniqueTakesRepeatedValues() throws {
        let folder = try makeStoreFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("tags.store")
        do {
            let context = ModelContext(try ModelContainer(for: TagSchemaV1.Tag.self, configurations: ModelConfiguration(url: url)))
            context.insert(TagSchemaV1.Tag(name: "red"))
            try context.save()
        }
        let context = ModelContext(try ModelContainer(for: TagSchemaV2.Tag.self, configurations: ModelConfiguration(url: url)))
        context.insert(TagSchemaV2.Tag(name: "red"))
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<TagSchemaV2.Tag>()) == 2)
    }
}
