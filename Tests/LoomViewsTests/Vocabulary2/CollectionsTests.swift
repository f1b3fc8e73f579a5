import Foundation
import Loom
import LoomTestSupport
import Testing

/// Lists and collections: SwiftUI's shapes (Identifiable data, ranges, bindings to rows, edit
/// actions, grids, tabs) with their host forms, and trees that replay exactly.
@MainActor
struct CollectionsTests {
    struct Todo: Identifiable, Equatable {
        let id: Int
        var title: String
        var done = false
    }

    struct Todos: View {
        @State var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs"), Todo(id: 3, title: "Bread")]
        var body: some View {
            List {
                ForEach($todos) { $todo in
                    Toggle(todo.title, isOn: $todo.done)
                }
                .onDelete { todos.remove(atOffsets: $0) }
                .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }

    @Test func listOfIdentifiableDataAndOfARangeShowsARowPerElement() throws {
        struct Screen: View {
            let todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
            var body: some View {
                VStack {
                    List(todos) { Text($0.title) }
                    List(0..<3) { Text("Row \($0)") }
                }
            }
        }
        let text = ViewHarness(Screen()).text
        #expect(text.contains("\"Milk\"") && text.contains("\"Eggs\""))
        #expect(text.contains("\"Row 0\"") && text.contains("\"Row 2\""))
        #expect(!text.contains("\"Row 3\""))
    }

    @Test func aRowBindingWritesItsOwnElement() throws {
        let ui = ViewHarness(Todos())
        try ui.toggle("Eggs")
        #expect(ui.text.contains("toggle \"Eggs\" on"), Comment(rawValue: ui.text))
        #expect(ui.text.contains("toggle \"Milk\" off"))
        try ui.verifyReplay()
    }

    @Test func deleteButtonRemovesItsRowByOffset() throws {
        let ui = ViewHarness(Todos())
        // The second row's Delete button: rows are in order, each with one Delete.
        let ids = try buttons(ui, titled: "Delete")
        #expect(ids.count == 3)
        try ui.send(.tap, to: ids[1])
        #expect(!ui.text.contains("Eggs"))
        #expect(ui.text.contains("Milk") && ui.text.contains("Bread"))
        try ui.verifyReplay()
    }

    @Test func moveDownPutsTheRowAfterItsNeighbour() throws {
        let ui = ViewHarness(Todos())
        try ui.send(.tap, to: try buttons(ui, titled: "Move Down")[0])
        let text = ui.text
        let eggs = try #require(text.range(of: "Eggs"))
        let milk = try #require(text.range(of: "Milk"))
        #expect(eggs.lowerBound < milk.lowerBound, "Milk moved below Eggs")
        try ui.verifyReplay()
    }

    @Test func listSelectionSelectsTheTappedRowById() throws {
        struct Screen: View {
            let todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
            @State var selected: Int?
            var body: some View {
                VStack {
                    Text("Selected: \(selected.map(String.init) ?? "none")")
                    List(todos, selection: $selected) { Text($0.title) }
                }
            }
        }
        let ui = ViewHarness(Screen())
        #expect(ui.text.contains("Selected: none"))
        let rows = ui.host.hostTree.snapshot().elements(styled: "row")
        #expect(rows.count == 2)
        try ui.send(.tap, to: rows[1])
        #expect(ui.text.contains("Selected: 2"))
        #expect(ui.text.contains("container on style=row selected"), Comment(rawValue: ui.text))
        #expect(ui.text.contains("container off style=row {tap}"))
        try ui.verifyReplay()
    }

    @Test func tabViewShowsTheChosenTabAndATabTapWritesTheSelection() throws {
        struct Screen: View {
            @State var tab = 1
            var body: some View {
                TabView(selection: $tab) {
                    Text("Home screen").tabItem { Label("Home", systemImage: "house") }.tag(0)
                    Text("Settings screen").tabItem { Text("Settings") }.tag(1)
                }
            }
        }
        let ui = ViewHarness(Screen())
        #expect(ui.text.contains("Settings screen"))
        #expect(!ui.text.contains("Home screen"))
        let tabs = ui.host.hostTree.snapshot().elements(styled: "tab")
        #expect(tabs.count == 1, "one unchosen tab")
        try ui.send(.tap, to: try buttons(ui, titled: nil)[0])
        #expect(ui.text.contains("Home screen"))
        #expect(!ui.text.contains("Settings screen"))
        try ui.verifyReplay()
    }

    @Test func tabViewWithoutSelectionStartsOnTheFirstTab() throws {
        let ui = ViewHarness(TabView {
            Text("First").tabItem { Text("One") }
            Text("Second").tabItem { Text("Two") }
        })
        #expect(ui.text.contains("\"First\""))
        #expect(!ui.text.contains("\"Second\""))
        try ui.tap("Two")
        #expect(ui.text.contains("\"Second\""))
        #expect(!ui.text.contains("\"First\""))
    }

    @Test func gridsCarryTheirColumnsAsHostTokens() throws {
        let ui = ViewHarness(VStack {
            LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.adaptive(minimum: 80))]) {
                Text("A")
            }
            Grid { GridRow { Text("Name"); Text("Ada") } }
            ScrollView(.horizontal) { LazyHStack { Text("x") } }
        })
        let text = ui.text
        #expect(text.contains("fixed:100 flexible:10:inf adaptive:80:inf"), Comment(rawValue: text))
        #expect(text.contains("style=grid"))
        #expect(text.contains("style=gridRow"))
        #expect(text.contains("scrollView style=horizontal"))
    }

    @Test func swipeActionsAreAVisibleRowMenu() throws {
        struct Screen: View {
            @State var archived = false
            var body: some View {
                List {
                    Text(archived ? "Archived" : "Mail").swipeActions { Button("Archive") { archived = true } }
                }
            }
        }
        let ui = ViewHarness(Screen())
        #expect(ui.text.contains("style=swipeActions"))
        try ui.tap("Archive")
        #expect(ui.text.contains("\"Archived\""))
    }

    @Test func contentUnavailableViewShowsTitleAndDescription() throws {
        let text = ViewHarness(ContentUnavailableView("No Mail", systemImage: "tray", description: Text("Nothing here"))).text
        #expect(text.contains("\"No Mail\"") && text.contains("\"Nothing here\"") && text.contains("tray"))
    }

    private func buttons(_ ui: ViewHarness, titled title: String?) throws -> [HostElementID] {
        _ = ui.text
        return ui.host.hostTree.snapshot().elements(of: .button, titled: title)
    }
}
