import Loom
import Testing

/// The scenarios of the state-system document, written the way the document writes them.
@MainActor
struct SeedScenarioTests {
    @Test func counterButtonTitleGoesFromZeroToOne() {
        struct ContentView: View {
            @ObservedObject var model = CounterModel()
            var body: some View {
                Button("\(model.counter)") { model.counter += 1 }
            }
        }
        let node = Node()
        ContentView().buildNodeTree(node)
        var button: Button? { node.children[0].view as? Button }
        #expect(button?.title == "0")
        button?.action()
        node.rebuildIfNeeded()
        #expect(button?.title == "1")
    }

    @Test func nestedViewWithUnchangedInputsDoesNotRerun() {
        struct Nested: View {
            let counts: BodyCounts
            var body: some View {
                counts.hit("nested")
                return Button("Nested Button") {}
            }
        }
        struct ContentView: View {
            @ObservedObject var model = CounterModel()
            let counts: BodyCounts
            var body: some View {
                Button("\(model.counter)") { model.counter += 1 }
                Nested(counts: counts).debug { counts.hit("content") }
            }
        }
        let counts = BodyCounts()
        let node = Node()
        ContentView(counts: counts).buildNodeTree(node)
        #expect(counts["content"] == 1)
        #expect(counts["nested"] == 1)
        var button: Button? { node.children[0].children[0].view as? Button }
        button?.action()
        node.rebuildIfNeeded()
        #expect(counts["content"] == 2)
        #expect(counts["nested"] == 1)
        #expect(button?.title == "1")
    }

    @Test func nestedViewWithChangedInputsReruns() {
        struct Nested: View {
            var counter: Int
            let counts: BodyCounts
            var body: some View {
                counts.hit("nested")
                return Text("\(counter)")
            }
        }
        struct ContentView: View {
            @ObservedObject var model = CounterModel()
            let counts: BodyCounts
            var body: some View {
                Button("\(model.counter)") { model.counter += 1 }
                Nested(counter: model.counter, counts: counts)
            }
        }
        let counts = BodyCounts()
        let node = Node()
        ContentView(counts: counts).buildNodeTree(node)
        (node.children[0].children[0].view as? Button)?.action()
        node.rebuildIfNeeded()
        #expect(counts["nested"] == 2)
    }

    @Test func nestedViewHoldingSameObservedObjectIsNotRerun() {
        let shared = CounterModel()
        struct Nested: View {
            @ObservedObject var model: CounterModel
            let counts: BodyCounts
            var body: some View {
                counts.hit("nested")
                return Button("Nested Button") {}
            }
        }
        struct ContentView: View {
            @ObservedObject var model = CounterModel()
            let nestedModel: CounterModel
            let counts: BodyCounts
            var body: some View {
                Button("\(model.counter)") { model.counter += 1 }
                Nested(model: nestedModel, counts: counts).debug { counts.hit("content") }
            }
        }
        let counts = BodyCounts()
        let node = Node()
        ContentView(nestedModel: shared, counts: counts).buildNodeTree(node)
        (node.children[0].children[0].view as? Button)?.action()
        node.rebuildIfNeeded()
        #expect(counts["content"] == 2)
        #expect(counts["nested"] == 1)
    }

    @Test func nestedViewGivenObservedObjectBindingRerunsOnEveryParentUpdate() {
        struct Nested: View {
            @Binding var counter: Int
            let counts: BodyCounts
            var body: some View {
                counts.hit("nested")
                return Button("Nested Button") {}
            }
        }
        struct ContentView: View {
            @ObservedObject var model = CounterModel()
            let counts: BodyCounts
            var body: some View {
                Button("\(model.counter)") { model.counter += 1 }
                Nested(counter: $model.counter, counts: counts).debug { counts.hit("content") }
            }
        }
        let counts = BodyCounts()
        let node = Node()
        ContentView(counts: counts).buildNodeTree(node)
        #expect(counts["nested"] == 1)
        for expected in 2...4 {
            (node.children[0].children[0].view as? Button)?.action()
            node.rebuildIfNeeded()
            #expect(counts["content"] == expected)
            #expect(counts["nested"] == expected)
        }
    }

    @Test func writingThroughBindingUpdatesOwner() {
        struct Nested: View {
            @Binding var counter: Int
            var body: some View {
                Button("\(counter)") { counter += 1 }
            }
        }
        struct ContentView: View {
            @ObservedObject var model = CounterModel()
            var body: some View {
                Nested(counter: $model.counter)
            }
        }
        let view = ContentView()
        let node = Node()
        view.buildNodeTree(node)
        var button: Button? { node.children[0].children[0].view as? Button }
        #expect(button?.title == "0")
        button?.action()
        node.rebuildIfNeeded()
        #expect(view.model.counter == 1)
        #expect(button?.title == "1")
    }
}
