import Loom
import LoomTestSupport
import Testing

/// Many writes before an update cost one rebuild per dirty node, parents before children.
@MainActor
struct UpdateBatchingTests {
    @MainActor
    final class Order {
        var bodies: [String] = []
    }

    @Observable
    final class Model {
        var parent = 0
        var child = 0
        var showsChild = true
    }

    struct Child: View {
        let model: Model
        let order: Order
        var body: some View {
            order.bodies.append("child")
            return Text("child \(model.child)")
        }
    }

    struct Parent: View {
        let model: Model
        let order: Order
        var body: some View {
            order.bodies.append("parent")
            return VStack {
                Text("parent \(model.parent)")
                if model.showsChild { Child(model: model, order: order) }
            }
        }
    }

    @Test func manyWritesBeforeAnUpdateCostOneRebuildPerDirtyNodeParentsFirst() {
        let model = Model()
        let order = Order()
        let host = ViewHost(Parent(model: model, order: order))
        order.bodies.removeAll()
        for value in 1...50 {
            model.child = value
            model.parent = value
        }
        host.update()
        #expect(order.bodies == ["parent", "child"])
        let text = TextRenderer.render(host.hostTree.snapshot())
        #expect(text.contains("\"parent 50\"") && text.contains("\"child 50\""))
    }

    @Test func aDirtyChildThatItsParentRemovesIsNotRebuilt() {
        let model = Model()
        let order = Order()
        let host = ViewHost(Parent(model: model, order: order))
        order.bodies.removeAll()
        model.child = 1
        model.showsChild = false
        host.update()
        #expect(order.bodies == ["parent"])
        #expect(!TextRenderer.render(host.hostTree.snapshot()).contains("child"))
        model.child = 2
        host.update()
        #expect(order.bodies == ["parent"])
    }

    @Test func aStateWriteSchedulesOneUpdateOnTheMainActor() async {
        struct Screen: View {
            @State private var count = 0
            var body: some View { Button("count \(count)") { count += 1 } }
        }
        let host = ViewHost(Screen())
        let button = host.rootNode.children[0].view as? Button
        let bodies = host.statistics.bodies
        button?.action()
        button?.action()
        button?.action()
        #expect(host.statistics.bodies == bodies)
        await Task.yield()
        await Task.yield()
        #expect(host.statistics.bodies == bodies + 1)
        #expect((host.rootNode.children[0].view as? Button)?.title == "count 3")
    }
}
