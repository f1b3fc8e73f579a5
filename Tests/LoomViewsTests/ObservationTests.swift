import Loom
import LoomTestSupport
import Testing

/// `@Observable` models are tracked per property read in `body`.
@MainActor
struct ObservationTests {
    @Observable
    final class Item: Identifiable {
        let id: Int
        var title: String
        var note = ""
        init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

    @Observable
    final class Catalog {
        var items: [Item]
        var footer = "end"
        init(count: Int) { items = (0..<count).map { Item(id: $0, title: "item \($0)") } }
    }

    struct Row: View {
        let item: Item
        let counts: BodyCounts
        var body: some View {
            counts.hit("row \(item.id)")
            return Text(item.title)
        }
    }

    struct CatalogView: View {
        let catalog: Catalog
        let counts: BodyCounts
        var body: some View {
            counts.hit("catalog")
            return VStack {
                ForEach(catalog.items) { Row(item: $0, counts: counts) }
            }
        }
    }

    @Test func writingAPropertyNoBodyReadRerunsNoBody() {
        let catalog = Catalog(count: 3)
        let counts = BodyCounts()
        let host = ViewHost(CatalogView(catalog: catalog, counts: counts))
        let before = host.statistics.bodies
        catalog.footer = "changed"
        catalog.items[1].note = "unread"
        host.update()
        #expect(host.statistics.bodies == before)
    }

    @Test func writingAPropertyARowReadRerunsOnlyThatRow() {
        let catalog = Catalog(count: 3)
        let counts = BodyCounts()
        let host = ViewHost(CatalogView(catalog: catalog, counts: counts))
        let before = host.statistics.bodies
        catalog.items[1].title = "renamed"
        host.update()
        #expect(host.statistics.bodies == before + 1)
        #expect(counts["row 1"] == 2)
        #expect(counts["row 0"] == 1)
        #expect(counts["catalog"] == 1)
        #expect(host.hostTree.takeMutations().filter { if case .update = $0 { true } else { false } }.count >= 1)
    }

    @Test func bindableGivesStableBindingsToObservableProperties() throws {
        struct Editor: View {
            @Bindable var item: Item
            var body: some View {
                VStack {
                    TextField("Title", text: $item.title)
                    Text("Now: \(item.title)")
                }
            }
        }
        let item = Item(id: 1, title: "draft")
        let ui = ViewHarness(Editor(item: item))
        try ui.type("final", into: "Title")
        #expect(item.title == "final")
        #expect(ui.text.contains("text \"Now: final\""))
        let first = Bindable(item).title
        #expect(Bindable(item) == Bindable(item))
        _ = first
    }
}
