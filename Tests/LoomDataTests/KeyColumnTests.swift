import Foundation
import GRDB
@testable import LoomData
import Testing

/// A model with its own `id`, as most SwiftData models have one: the row's key is kept in a
/// column of Loom's own (`loom_id`), so the property gets the column of its name.
@Model final class Workout {
    var id: UUID
    var name: String

    init(name: String) {
        id = UUID()
        self.name = name
    }
}

@Model final class Labelled {
    var loom_label: String
    init(label: String) { loom_label = label }
}

struct KeyColumnTests {
    @Test func aModelsOwnIDPropertyIsStoredAndQueriedLikeAnyOther() throws {
        let folder = try makeStoreFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("workouts.store")
        let deadlift = Workout(name: "Deadlift")
        do {
            let context = ModelContext(try ModelContainer(for: Workout.self, configurations: ModelConfiguration(url: url)))
            context.insert(deadlift)
            context.insert(Workout(name: "Bench press"))
            try context.save()
        }
        let context = ModelContext(try ModelContainer(for: Workout.self, configurations: ModelConfiguration(url: url)))
        let wanted = deadlift.id
        let found = try context.fetch(FetchDescriptor<Workout>(predicate: #Predicate { $0.id == wanted }))
        #expect(found.map(\.name) == ["Deadlift"])
        #expect(found.first?.id == wanted)
        #expect(found.first?.persistentModelID == deadlift.persistentModelID)
    }

    @Test func aStoreWhoseKeyColumnIsCalledIDIsRenamedWhenOpenedAndKeepsItsRows() throws {
        let folder = try makeStoreFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("old.store")
        let key = UUID().keyText
        // The table as Loom made it when the key column was "id".
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: #"CREATE TABLE "Folder" ("id" TEXT NOT NULL UNIQUE, "name" TEXT, "colour" TEXT)"#)
            try db.execute(sql: #"INSERT INTO "Folder" ("id", "name", "colour") VALUES (?, 'Home', 'green')"#, arguments: [key])
        }
        let context = ModelContext(try ModelContainer(for: Folder.self, configurations: ModelConfiguration(url: url)))
        let folders = try context.fetch(FetchDescriptor<Folder>())
        #expect(folders.map(\.name) == ["Home"])
        #expect(folders.first?.persistentModelID.storedKey == key)
        folders.first?.colour = "red"
        try context.save()
        let columns = try DatabaseQueue(path: url.path).read { db in try db.columns(in: "Folder").map(\.name) }
        #expect(columns.contains("loom_id") && !columns.contains("id"), "\(columns)")
    }

    @Test func aPropertyNamedLikeLoomsOwnColumnsIsRefusedWithAClearError() {
        #expect {
            _ = try ModelContainer(for: Labelled.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        } throws: { error in
            guard let error = error as? ModelError, case .reservedPropertyName(let model, let property) = error else { return false }
            return model == "Labelled" && property == "loom_label" && error.description.contains("names beginning with loom_")
        }
    }
}

struct ModelKeyTests {
    @Test func aNewModelsKeyIsARandomVersion4UUID() {
        let keys = (0..<1_000).map { _ in UUID.random() }
        #expect(Set(keys).count == 1_000)
        for key in keys {
            #expect(key.uuid.6 >> 4 == 4, "version 4")
            #expect(key.uuid.8 >> 6 == 0b10, "RFC 4122 variant")
            #expect(UUID(uuidString: key.uuidString) == key)
        }
    }
}
