import LoomTestSupport
import Testing

@testable import LoomViews

/// Unmounting walks a node's children with their list moved out of the node and back
/// (`Node.unmountChildren`): afterwards every node keeps its children, in order, and every
/// one of them is unmounted, with no parent link left. Run under AddressSanitizer too.
/// (Shares ``UnretainedTreeWalkTests``' rows: a leaf, a text and a button in a padded stack.)
extension UnretainedTreeWalkTests {
    @Test func anUnmountedSubtreeKeepsItsChildrenAndEachIsUnmounted() throws {
        let root = Node()
        Rows(labels: ["a", "b", "c"]).buildNodeTree(root)
        var before: [ObjectIdentifier: [ObjectIdentifier]] = [:]
        var all: [Node] = []
        func record(_ node: Node) {
            all.append(node)
            before[ObjectIdentifier(node)] = node.children.map(ObjectIdentifier.init)
            node.children.forEach(record)
        }
        let top = try #require(root.children.first)
        record(top)
        #expect(all.count > 10)
        top.unmount()
        for node in all {
            #expect(node.children.map(ObjectIdentifier.init) == before[ObjectIdentifier(node)])
            #expect(!node.isMounted)
            #expect(node.parent == nil)
        }
        withExtendedLifetime(root) {}
    }

    /// A node with a handle still lets its handle go
    /// when unmounted: the handle reaches no node after.
    @Test func anUnmountedNodeWithAHandleLetsItGo() throws {
        let model = Model()
        model.labels = ["a"]
        let host = ViewHost(Screen(model: model))
        let rows = try #require(host.rootNode.children.first)
        let handle = rows.handle
        #expect(handle.node === rows)
        rows.unmount()
        #expect(handle.node == nil)
        #expect(!rows.isMounted)
    }
}
