import Foundation
import LoomData
import LoomTesting
import LoomViews
import Testing

@ModelActor actor Importer {
    /// Inserts one todo per title and saves; returns their identifiers.
    func importTitles(_ titles: [String]) throws -> [PersistentIdentifier] {
        let todos = titles.enumerated().map { Todo($1, created: Date(timeIntervalSince1970: Double(100 + $0))) }
        for todo in todos { modelContext.insert(todo) }
        try modelContext.save()
        return todos.map(\.persistentModelID)
    }

    func title(of id: PersistentIdentifier) -> String? {
        self[id, as: Todo.self]?.title
    }
}

private struct Count: View {
    @Query private var todos: [Todo]
    var body: some View { Text("\(todos.count) todos") }
}

/// `@ModelActor`: a context of its own off the main actor, whose saves reach the views.
@MainActor
struct ModelActorTests {
    @Test func anActorsSaveReachesTheMainActorsQueries() async throws {
        let container = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let screen = ViewHarness(Count().modelContainer(container))
        #expect(screen.text.contains("0 todos"))
        let importer = Importer(modelContainer: container)
        let ids = try await importer.importTitles(["one", "two", "three"])
        for _ in 0..<200 where !screen.text.contains("3 todos") {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(screen.text.contains("3 todos"))
        #expect(await importer.title(of: ids[1]) == "two")
        #expect(container.mainContext.model(for: ids[2]).map { ($0 as? Todo)?.title } == "three")
    }
}
