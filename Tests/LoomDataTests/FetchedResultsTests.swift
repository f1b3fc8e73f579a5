import Foundation
@testable import LoomData
import LoomTesting
import LoomViews
import Testing

/// A long list: every todo in a lazy stack, read as `FetchedResults`.
private struct LongList: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\Todo.created)]) private var todos: FetchedResults<Todo>
    let probe: PagesProbe

    var body: some View {
        probe.results = todos
        return VStack {
            Text("\(todos.count) todos")
            ScrollView {
                LazyVStack {
                    ForEach(todos) { todo in Text(todo.title) }
                }
            }
        }
    }
}

@MainActor
private final class PagesProbe {
    var results: FetchedResults<Todo>?
    var held: Int { results?.pages.heldModels ?? 0 }
}

/// `@FetchRequest` into `FetchedResults`: a lazy stack over a long query holds the pages it shows.
@MainActor
struct FetchedResultsTests {
    @Test(arguments: Engine.allCases)
    func aLazyStackOverThreeThousandRowsHoldsOnlyThePagesItShows(_ engine: Engine) throws {
        guard engine.isAvailable else { return }
        let store = try FreshStore(engine)
        defer { store.cleanup() }
        let container = try ModelContainer(for: Todo.self, configurations: store.configuration)
        let writer = ModelContext(container)
        for index in 0..<3_000 {
            writer.insert(Todo("todo \(index)", created: Date(timeIntervalSince1970: Double(index))))
        }
        try writer.save()

        let probe = PagesProbe()
        let screen = ViewHarness(LongList(probe: probe).modelContainer(container))
        #expect(screen.text.contains("3000 todos"))
        #expect(screen.text.contains("\"todo 0\""))
        #expect(!screen.text.contains("\"todo 500\""))
        #expect(probe.held <= ResultPages<Todo>.pageSize, "the first screenful is one page: \(probe.held) models held")

        // Scrolled far down: the rows there are read, the old pages let go.
        for first in stride(from: 0, through: 2_900, by: 200) {
            try showRows(first, count: 20, in: screen)
        }
        #expect(screen.text.contains("\"todo 2805\""))
        #expect(!screen.text.contains("\"todo 5\""))
        #expect(probe.held <= ResultPages<Todo>.pageSize * ResultPages<Todo>.keptPages, "\(probe.held) models held")

        // A save elsewhere runs the query again: the count follows.
        writer.insert(Todo("latest", created: Date(timeIntervalSince1970: 20_000)))
        try writer.save()
        #expect(screen.text.contains("3001 todos"))
    }

    @Test func unsavedInsertsAndDeletesAreInTheCountAndThePages() throws {
        let container = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        for index in 0..<250 { context.insert(Todo("t\(index)", created: Date(timeIntervalSince1970: Double(index)))) }
        try context.save()
        let all = try context.fetch(FetchDescriptor<Todo>(sortBy: [SortDescriptor(\.created)]))
        context.delete(all[0])
        context.insert(Todo("first", created: Date(timeIntervalSince1970: -1)))
        var descriptor = FetchDescriptor<Todo>(sortBy: [SortDescriptor(\.created)])
        descriptor.fetchOffset = 1
        let results = FetchedResults(pages: try ResultPages(context: context, descriptor: descriptor))
        #expect(results.count == 249, "250 stored, one deleted, one inserted, the first skipped")
        #expect(results.first?.title == "t1")
        #expect(results[248].title == "t249")
        #expect(Array(results.prefix(3)).map(\.title) == ["t1", "t2", "t3"])
    }

    private func showRows(_ first: Int, count: Int, in screen: ViewHarness) throws {
        let stack = try #require(lazyStack(in: screen.host.hostTree.snapshot()))
        try screen.host.send(HostEvent(element: stack.id, action: .valueChange(HostLazyRows.visibleRangeValue(first: first, count: count, extent: nil))))
        screen.host.update()
    }

    private func lazyStack(in element: HostElementSnapshot) -> HostElementSnapshot? {
        if element.properties[.lazyRows] != nil { return element }
        return element.children.lazy.compactMap { lazyStack(in: $0) }.first
    }
}
