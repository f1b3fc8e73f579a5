import LoomTesting
import TodoKit
import Testing

/// The app's screen driven as a user would, through Loom's public testing product.
@MainActor
struct ContentViewTests {
    private func screen(_ list: TodoList = TodoList(), storage: KeyValueStore = KeyValueStore()) -> ViewHarness {
        // Each test gets its own in-memory storage, so `@AppStorage` starts from its default.
        ViewHarness(ContentView(list: list).defaultAppStorage(storage))
    }

    @Test func addingATodoShowsItCountsItAndClearsTheField() throws {
        let ui = screen()
        try ui.type("Buy milk", into: "What needs doing?")
        try ui.tap("Add")
        #expect(ui.text.contains("toggle \"Buy milk\" off"))
        try ui.expectText("1 item left")
        #expect(ui.text.contains("textField value=\"\""))
    }

    @Test func aBlankTitleAddsNothing() throws {
        let list = TodoList()
        let ui = screen(list)
        try ui.type("   ", into: "What needs doing?")
        #expect(ui.text.contains("button \"Add\" disabled"))
        #expect(list.items.isEmpty)
    }

    @Test func checkingATodoUpdatesTheCountAndTheModel() throws {
        let list = TodoList(items: [TodoItem(title: "Call Ada"), TodoItem(title: "Write the guide")])
        let ui = screen(list)
        try ui.toggle("Call Ada")
        #expect(list.items[0].isDone)
        try ui.expectText("1 item left")
        try ui.tap("Clear done")
        #expect(list.items.map(\.title) == ["Write the guide"])
        #expect(!ui.text.contains("Call Ada"))
    }

    @Test func theFilterShowsOnlyWhatItNamesAndIsStored() throws {
        let storage = KeyValueStore()
        let list = TodoList(items: [TodoItem(title: "Call Ada", isDone: true), TodoItem(title: "Write the guide")])
        let ui = screen(list, storage: storage)
        try ui.select("Active", in: "Show")
        #expect(!ui.text.contains("Call Ada"))
        #expect(ui.text.contains("Write the guide"))
        #expect(storage.value(forKey: "filter") == .string("Active"))
    }

    @Test func deletingATodoRemovesOnlyIt() throws {
        let list = TodoList(items: [TodoItem(title: "Call Ada"), TodoItem(title: "Write the guide")])
        let ui = screen(list)
        try ui.tap(label: "Delete Call Ada")
        #expect(list.items.map(\.title) == ["Write the guide"])
        #expect(!ui.text.contains("Call Ada"))
    }

    @Test func theScreenMatchesItsSnapshot() throws {
        let ui = screen(TodoList(items: [TodoItem(title: "Write the guide")]))
        try ui.expectSnapshot(named: "todo-one-item")
    }
}
