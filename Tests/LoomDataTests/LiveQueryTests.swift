import Foundation
import LoomData
import LoomTesting
import LoomViews
import Testing

private struct TodoList: View {
    @Query(sort: \Todo.created) private var todos: [Todo]
    @Environment(\.modelContext) private var modelContext

    var body: some View {
        VStack {
            ForEach(todos) { todo in
                Text(todo.isDone ? "[x] \(todo.title)" : "[ ] \(todo.title)")
            }
            Text("\(todos.count) items")
            Button("Add") { modelContext.insert(Todo("New", created: Date(timeIntervalSince1970: 100))) }
        }
    }
}

/// `@Query` in views: unsaved inserts, autosave, and one session's save reaching another's screen.
@MainActor
struct LiveQueryTests {
    @Test func aViewUnderTheContainerSeesWhatTheMainContextHoldsUnsaved() throws {
        // A preview's container, filled through `mainContext` and read at once by `@Query`.
        let container = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Todo("Tomato", created: Date(timeIntervalSince1970: 1)))
        container.mainContext.insert(Todo("Turnip", created: Date(timeIntervalSince1970: 2)))
        let screen = ViewHarness(TodoList().modelContainer(container))
        #expect(screen.text.contains("[ ] Tomato"))
        #expect(screen.text.contains("2 items"))
        #expect(!container.mainContext.hasChanges)
    }

    @Test func aQuerySeesItsSessionsInsertBeforeTheSaveAndOtherSessionsAfterIt() async throws {
        let folder = try makeStoreFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let container = try fileContainer(in: folder)
        let seed = container.mainContext
        seed.insert(Todo("Old", created: Date(timeIntervalSince1970: 1)))
        try seed.save()

        let alice = ViewHarness(TodoList().modelContainer(container))
        let bob = ViewHarness(TodoList().modelContainer(container))
        #expect(alice.text.contains("[ ] Old"))
        #expect(bob.text.contains("1 items"))

        try alice.tap("Add")
        #expect(alice.text.contains("[ ] New"), "the inserting session sees its unsaved insert")
        #expect(alice.text.contains("2 items"))
        // Alice's context saves itself on the next turn of the main actor; Bob hears the save.
        try await waitUntil { bob.text.contains("2 items") }
        #expect(bob.text.contains("[ ] New"))

        // A change to a model another session shows re-renders that session's row.
        let old = try #require(try seed.fetch(FetchDescriptor<Todo>(predicate: #Predicate { $0.title == "Old" })).first)
        old.isDone = true
        try seed.save()
        #expect(alice.text.contains("[x] Old"))
        #expect(bob.text.contains("[x] Old"))

        // A delete leaves every session's query.
        seed.delete(old)
        try seed.save()
        #expect(!alice.text.contains("Old"))
        #expect(bob.text.contains("1 items"))

        // And what was saved is in the file for the next process.
        let reopened = ModelContext(try fileContainer(in: folder, name: "test.store"))
        #expect(try reopened.fetch(FetchDescriptor<Todo>()).map(\.title) == ["New"])
    }

    @Test func anEventsChangesAreStoredBeforeTheUpdateItCausedIsShown() throws {
        let folder = try makeStoreFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let container = try fileContainer(in: folder)
        let alice = ViewHarness(TodoList().modelContainer(container))
        let bob = ViewHarness(TodoList().modelContainer(container))
        try alice.tap("Add")
        // No turn of the main actor has passed: the update the tap caused saved first.
        #expect(alice.text.contains("1 items"))
        let reader = ModelContext(try fileContainer(in: folder))
        #expect(try reader.fetchCount(FetchDescriptor<Todo>()) == 1)
        #expect(bob.text.contains("[ ] New"), "and the save reached the other session in the same turn")
    }

    @Test func aQueryWithNoContainerAboveItShowsNothingAndASaveSaysWhy() throws {
        let screen = ViewHarness(TodoList())
        #expect(screen.text.contains("0 items"))
        let context = EnvironmentValues().modelContext
        #expect(context === EnvironmentValues().modelContext, "one context, so views reading it compare equal")
        context.insert(Todo("lost"))
        #expect(throws: ModelError.notInSchema("Todo")) { try context.save() }
        context.rollback()
    }

    @Test func aQueryFollowsSavesOfTheModelsItsPredicateReads() throws {
        struct AtHome: View {
            @Query(filter: #Predicate<Todo> { $0.folder?.name == "Home" }) private var todos: [Todo]
            var body: some View { Text("at home: \(todos.map(\.title).joined(separator: ","))") }
        }
        let container = try ModelContainer(for: Folder.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let writer = container.mainContext
        let folder = Folder(name: "Office")
        let todo = Todo("Paint")
        todo.folder = folder
        writer.insert(todo)
        try writer.save()
        let screen = ViewHarness(AtHome().modelContainer(container))
        #expect(screen.text.contains("at home: \""))
        folder.name = "Home"          // only the folder changes: no todo is saved
        try writer.save()
        #expect(screen.text.contains("at home: Paint"))
    }
}
