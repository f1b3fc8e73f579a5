import LoomTesting
import TodoKit
import Testing

/// The app's screen driven as a user would, through Loom's public testing product.
@MainActor
struct ContentViewTests {
    private func freshScreen() -> ViewHarness {
        // Each test gets its own in-memory storage, so `@AppStorage` starts from its default.
        ViewHarness(ContentView().defaultAppStorage(KeyValueStore()))
    }

    @Test func addingATodoShowsItAndCountsIt() throws {
        let ui = freshScreen()
        try ui.type("Buy milk", into: "What needs doing?")
        try ui.tap("Add")
        #expect(ui.text.contains("Buy milk"))
        try ui.expectText("1 left")
    }

    @Test func doneTodosCanBeHiddenAndTheSettingIsStored() throws {
        let storage = KeyValueStore()
        let ui = ViewHarness(ContentView(store: TodoStore(todos: [Todo(title: "Call Ada", isDone: true)])).defaultAppStorage(storage))
        #expect(ui.text.contains("Call Ada"))
        try ui.toggle("Show done")
        #expect(!ui.text.contains("Call Ada"))
        #expect(storage.value(forKey: "showsDone") == .bool(false))
    }

    @Test func theScreenMatchesItsSnapshot() throws {
        let ui = ViewHarness(ContentView(store: TodoStore(todos: [Todo(title: "Write the guide")])).defaultAppStorage(KeyValueStore()))
        try ui.expectSnapshot(named: "todo-one-item")
    }
}
