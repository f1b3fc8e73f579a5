import Foundation
import LoomTesting
import TodoKit
import Testing

/// The app's screen driven as a user would, through Loom's public testing product, on an
/// in-memory store (as a SwiftData app's tests and previews use one).
@MainActor
struct ContentViewTests {
    private func screen(_ titles: [(String, Bool)] = [], storage: KeyValueStore = KeyValueStore()) throws -> (ViewHarness, ModelContainer) {
        let container = try ModelContainer(for: TodoItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for (index, (title, done)) in titles.enumerated() {
            container.mainContext.insert(TodoItem(title: title, isDone: done, created: Date(timeIntervalSince1970: Double(index))))
        }
        try container.mainContext.save()
        // Each test gets its own in-memory storage, so `@AppStorage` starts from its default.
        return (ViewHarness(ContentView().modelContainer(container).defaultAppStorage(storage)), container)
    }

    /// What the store holds once the screen's context has saved itself (after the event).
    private func stored(in container: ModelContainer) async throws -> [String] {
        try await Task.sleep(for: .milliseconds(20))
        return try ModelContext(container).fetch(FetchDescriptor<TodoItem>(sortBy: [SortDescriptor(\.created)])).map(\.title)
    }

    @Test func addingATodoShowsItCountsItClearsTheFieldAndStoresIt() async throws {
        let (ui, container) = try screen()
        try ui.type("Buy milk", into: "What needs doing?")
        try ui.tap("Add")
        #expect(ui.text.contains("toggle \"Buy milk\" off"))
        try ui.expectText("1 item left")
        #expect(ui.text.contains("textField value=\"\""))
        #expect(try await stored(in: container) == ["Buy milk"])
    }

    @Test func aBlankTitleAddsNothing() async throws {
        let (ui, container) = try screen()
        try ui.type("   ", into: "What needs doing?")
        #expect(ui.text.contains("button \"Add\" disabled"))
        #expect(try await stored(in: container).isEmpty)
    }

    @Test func checkingATodoUpdatesTheCountAndTheStore() async throws {
        let (ui, container) = try screen([("Call Ada", false), ("Write the guide", false)])
        try ui.toggle("Call Ada")
        try ui.expectText("1 item left")
        try ui.tap("Clear done")
        #expect(!ui.text.contains("Call Ada"))
        #expect(try await stored(in: container) == ["Write the guide"])
    }

    @Test func theFilterShowsOnlyWhatItNamesAndIsStored() throws {
        let storage = KeyValueStore()
        let (ui, _) = try screen([("Call Ada", true), ("Write the guide", false)], storage: storage)
        try ui.select("Active", in: "Show")
        #expect(!ui.text.contains("Call Ada"))
        #expect(ui.text.contains("Write the guide"))
        #expect(storage.value(forKey: "filter") == .string("Active"))
    }

    @Test func deletingATodoRemovesOnlyIt() async throws {
        let (ui, container) = try screen([("Call Ada", false), ("Write the guide", false)])
        try ui.tap(label: "Delete Call Ada")
        #expect(!ui.text.contains("Call Ada"))
        #expect(try await stored(in: container) == ["Write the guide"])
    }

    @Test func anotherSessionsAddShowsUpWithoutAnyActionHere() async throws {
        let (mine, container) = try screen([("Call Ada", false)])
        let theirs = ViewHarness(ContentView().modelContainer(container).defaultAppStorage(KeyValueStore()))
        try theirs.type("Book the venue", into: "What needs doing?")
        try theirs.tap("Add")
        for _ in 0..<100 where !mine.text.contains("Book the venue") {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(mine.text.contains("toggle \"Book the venue\" off"))
        try mine.expectText("2 items left")
    }

    @Test func theScreenMatchesItsSnapshot() throws {
        let (ui, _) = try screen([("Write the guide", false)])
        try ui.expectSnapshot(named: "todo-one-item")
    }
}

/// The details screen, and what a restart of the server keeps of a page: the todo open for
/// editing and the half-written note come back (the app's `.includingViewState`).
@MainActor
struct TodoDetailTests {
    private func container(_ titles: [String]) throws -> ModelContainer {
        let container = try ModelContainer(for: TodoItem.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for (index, title) in titles.enumerated() {
            container.mainContext.insert(TodoItem(title: title, created: Date(timeIntervalSince1970: Double(index))))
        }
        try container.mainContext.save()
        return container
    }

    @Test func editingATodoSavesItsTitleAndNotes() throws {
        let container = try container(["Call Ada"])
        let ui = ViewHarness(ContentView().modelContainer(container).defaultAppStorage(KeyValueStore()))
        try ui.tap(label: "Edit Call Ada")
        try ui.type("Call Ada Lovelace", into: "Title")
        try ui.type("About the engine", identifier: "notes")
        try ui.tap("Save")
        #expect(ui.text.contains("toggle \"Call Ada Lovelace\" off"))
        let item = try #require(try container.mainContext.fetch(FetchDescriptor<TodoItem>()).first)
        #expect(item.notes == "About the engine")
    }

    @Test func aRestartKeepsTheOpenTodoAndTheHalfWrittenNote() throws {
        let container = try container(["Call Ada", "Write the guide"])
        let before = SessionState(keepsViewState: true)
        let ui = ViewHarness(ContentView().modelContainer(container).defaultAppStorage(KeyValueStore()), sessionState: before)
        try ui.type("Buy m", into: "What needs doing?")
        try ui.tap(label: "Edit Write the guide")
        try ui.type("Chapter one is", identifier: "notes")

        // Another process, the same database, the state the first one stored.
        let after = ViewHarness(
            ContentView().modelContainer(container).defaultAppStorage(KeyValueStore()),
            sessionState: SessionState(restoring: before.snapshot(), keepsViewState: true))
        #expect(after.text.contains("Chapter one is"))
        #expect(after.text.contains("textField value=\"Write the guide\""))
        try after.tap("Cancel")
        #expect(after.text.contains("textField value=\"Buy m\""))
    }
}
