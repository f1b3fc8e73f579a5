import Foundation
@testable import LoomData
import Testing

/// Inserts, saves, fetches and rollbacks against a real SQLite file.
struct ModelContextTests {
    @Test func savedModelsReadBackFromTheFileInANewContainer() throws {
        let folder = try makeStoreFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let id: PersistentIdentifier
        do {
            let context = ModelContext(try fileContainer(in: folder, name: "a.store"))
            let todo = Todo("Buy bread", created: Date(timeIntervalSince1970: 1_700_000_000.123456), priority: .high)
            todo.note = Note(text: "wholemeal", tags: ["shop"])
            todo.estimate = 2.5
            todo.isEditing = true
            context.insert(todo)
            id = todo.persistentModelID
            #expect(context.hasChanges)
            try context.save()
            #expect(!context.hasChanges)
            #expect(todo.persistentModelID == id)
        }
        // Another process's view of the file: a container made after the first is gone.
        let context = ModelContext(try fileContainer(in: folder, name: "a.store"))
        let todos = try context.fetch(FetchDescriptor<Todo>())
        #expect(todos.count == 1)
        let todo = try #require(todos.first)
        #expect(todo.persistentModelID == id)
        #expect(todo.title == "Buy bread")
        #expect(todo.created == Date(timeIntervalSince1970: 1_700_000_000.123456))
        #expect(todo.priority == .high)
        #expect(todo.note == Note(text: "wholemeal", tags: ["shop"]))
        #expect(todo.estimate == 2.5)
        #expect(todo.isEditing == false, "a @Transient property is not stored")
        #expect(todo.modelContext === context)
    }

    @Test func aFetchReturnsTheSameInstanceForTheSameRow() throws {
        let context = ModelContext(try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        context.insert(Todo("one"))
        try context.save()
        let first = try context.fetch(FetchDescriptor<Todo>())
        let second = try context.fetch(FetchDescriptor<Todo>())
        #expect(first[0] === second[0])
    }

    @Test func changesAreSavedAndRollbackRestoresStoredValues() throws {
        let context = ModelContext(try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        let todo = Todo("draft")
        context.insert(todo)
        try context.save()
        todo.title = "final"
        #expect(todo.hasChanges)
        try context.save()
        todo.title = "oops"
        let extra = Todo("extra")
        context.insert(extra)
        context.rollback()
        #expect(todo.title == "final")
        #expect(try context.fetch(FetchDescriptor<Todo>()).map(\.title) == ["final"])
        #expect(extra.modelContext == nil)
    }

    @Test func aFetchIncludesUnsavedInsertsAndLeavesOutUnsavedDeletes() throws {
        let context = ModelContext(try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        let stored = Todo("b stored")
        context.insert(stored)
        try context.save()
        context.insert(Todo("a pending"))
        let sorted = FetchDescriptor<Todo>(sortBy: [SortDescriptor(\.title)])
        #expect(try context.fetch(sorted).map(\.title) == ["a pending", "b stored"])
        context.delete(stored)
        #expect(try context.fetch(sorted).map(\.title) == ["a pending"])
        #expect(try context.fetchCount(sorted) == 1)
        var storedOnly = sorted
        storedOnly.includePendingChanges = false
        #expect(try context.fetch(storedOnly).map(\.title) == ["b stored"])
    }

    @Test func transactionRollsBackWhenItsBlockThrows() throws {
        struct Stop: Error {}
        let context = ModelContext(try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        #expect(throws: Stop.self) {
            try context.transaction {
                context.insert(Todo("never"))
                throw Stop()
            }
        }
        #expect(!context.hasChanges)
        #expect(try context.fetchCount(FetchDescriptor<Todo>()) == 0)
        try context.transaction { context.insert(Todo("kept")) }
        #expect(try context.fetchCount(FetchDescriptor<Todo>(predicate: nil)) == 1)
    }

    @Test func enumerateWalksEveryModelInBatches() throws {
        let context = ModelContext(try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        for index in 0..<25 { context.insert(Todo("t\(index)")) }
        try context.save()
        var seen: [String] = []
        try context.enumerate(FetchDescriptor<Todo>(), batchSize: 10) { seen.append($0.title) }
        #expect(seen == (0..<25).map { "t\($0)" })
        #expect(try context.fetchIdentifiers(FetchDescriptor<Todo>()).count == 25)
    }

    @Test func aFileThatIsNotADatabaseIsReportedNotOverwritten() throws {
        let folder = try makeStoreFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("broken.store")
        let garbage = Data(repeating: 0x42, count: 8192)
        try garbage.write(to: file)
        #expect {
            _ = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(url: file))
        } throws: { error in
            guard case .storeUnavailable(let location, _)? = error as? ModelError else { return false }
            return location == file.path
        }
        #expect(try Data(contentsOf: file) == garbage)
    }

    @Test func aNewNonOptionalPropertyOnATableWithRowsAsksForAMigration() throws {
        let folder = try makeStoreFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("m.store")
        let context = ModelContext(try ModelContainer(for: Book.self, configurations: ModelConfiguration(url: url)))
        context.insert(Book(title: "Dune"))
        try context.save()
        #expect {
            _ = try ModelContainer(for: LaterVersion.Book.self, configurations: ModelConfiguration(url: url))
        } throws: { error in
            guard case .migrationRequired(let model, let detail)? = error as? ModelError else { return false }
            return model == "Book" && detail.contains("year")
        }
    }
}

/// `Book` as a later version of an app declares it: the same table, a new required property.
enum LaterVersion {
    @Model final class Book {
        var title: String
        var year: Int
        init(title: String, year: Int) { self.title = title; self.year = year }
    }
}

struct KeyTextTests {
    @Test func keysAreWrittenAndReadAsFoundationsLowercaseText() {
        for _ in 0..<200 {
            let uuid = UUID()
            #expect(uuid.keyText == uuid.uuidString.lowercased())
            #expect(UUID(keyText: uuid.keyText) == uuid)
            #expect(UUID(keyText: uuid.uuidString) == uuid)
        }
        #expect(UUID(keyText: "not-a-key") == nil)
        #expect(UUID(keyText: String(UUID().uuidString.dropLast()) + "g") == nil)
    }
}
