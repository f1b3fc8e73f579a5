import Loom
import LoomTestSupport
import Testing

/// A root `Node()` rebuilt with another view type uses that type's plans (a cached plan of the
/// first type would write the wrong fields).
@MainActor
struct RootRetypeTests {
    struct Plain: View {
        var body: some View { Text("plain") }
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View { Button("count \(count)") { count += 1 } }
    }

    @Test func aRootNodeRebuiltWithAnotherViewTypeInstallsThatTypesState() {
        let node = Node()
        Plain().buildNodeTree(node)
        Counter().buildNodeTree(node)
        var button: Button? { node.children[0].view as? Button }
        #expect(button?.title == "count 0")
        button?.action()
        node.rebuildIfNeeded()
        #expect(button?.title == "count 1")
    }
}

@MainActor
struct RootRetypeWithStateTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View { Text("count \(count)") }
    }

    struct Titled: View {
        let title: String
        @State private var flag = false
        var body: some View { Text("\(title) \(flag)") }
    }

    @Test func aRootRebuiltFromAStatefulViewToAnotherKeepsTheNewViewsFieldsIntact() {
        let node = Node()
        Counter().buildNodeTree(node)
        Titled(title: "a title long enough to live on the heap").buildNodeTree(node)
        #expect(String(describing: node.children[0].view).contains("a title long enough to live on the heap false"))
    }
}
