import Loom
import Testing

/// DevTools' views panel names the `@Observable` properties each view's last body read,
/// through the objects it holds, as the engine recorded the reads (the same records that decide
/// what re-runs).
@MainActor
struct ObservableReadsTests {
    @Observable final class Basket {
        var title = "Fruit"
        var count = 0
        var note = "unread"
        var isOpen = true
    }

    struct Shelf: View {
        @State private var basket: Basket

        init(basket: Basket) {
            _basket = State(initialValue: basket)
        }

        var body: some View {
            VStack {
                Text(basket.isOpen ? basket.title : basket.note)
                if basket.isOpen { Label(basket: basket) }
            }
        }
    }

    struct Label: View {
        let basket: Basket

        var body: some View {
            Text("\(basket.count) items")
        }
    }

    private func node(_ type: String, in node: InspectedNode) -> InspectedNode? {
        node.viewType.hasPrefix(type) ? node : node.children.lazy.compactMap { self.node(type, in: $0) }.first
    }

    @Test func eachViewIsShownWithThePropertiesItsLastBodyRead() throws {
        let basket = Basket()
        let host = ViewHost(Shelf(basket: basket))
        host.startInspection()
        host.update()
        var tree = host.inspectedTree()
        // In the order the class declares them; `note` was not read.
        #expect(try #require(node("Shelf", in: tree)).observableReads == ["basket.title", "basket.isOpen"])
        #expect(try #require(node("Label", in: tree)).observableReads == ["basket.count"])

        // The list is the last body's: a read an earlier body made is not in it.
        basket.isOpen = false
        host.update()
        tree = host.inspectedTree()
        #expect(try #require(node("Shelf", in: tree)).observableReads == ["basket.note", "basket.isOpen"])
        #expect(node("Label", in: tree) == nil)
        // A view that holds no observable object reads none.
        #expect(try #require(node("Text", in: tree)).observableReads.isEmpty)
        host.tearDown()
    }
}
