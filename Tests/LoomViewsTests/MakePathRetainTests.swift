import LoomHost
import Testing

@testable import LoomViews

/// What the make path holds without a retain: a stored view's type info
/// (``StoredView/unretainedTypeInfo``, which the table keeps for the process) and a node's
/// parent (``Node/unretainedParent``, which a mounted child's parent outlives). Run under
/// AddressSanitizer too.
/// (Shares ``UnretainedTreeWalkTests``' rows: a leaf, a text and a button in a padded stack.)
extension UnretainedTreeWalkTests {
    /// Stored views made for a type take no reference to its info: the count of the table's
    /// info is the same with ten more nodes of the type built and alive. Held strongly, as
    /// before, each stored view made added one.
    @Test func storedViewsTakeNoReferenceToTheirTypesInfo() throws {
        let warm = Node()
        Rows(labels: ["w"]).buildNodeTree(warm)
        let info = ViewTypeInfo.of(Leaf.self)
        let before = _getRetainCount(info)
        let root = Node()
        Rows(labels: (0..<10).map { "r\($0)" }).buildNodeTree(root)
        let leaves = try #require(root.children.first?.children.first?.children)
        #expect(leaves.count == 10)
        #expect(_getRetainCount(info) == before)
        withExtendedLifetime(root) {}
    }

    /// A stored view hands out the table's info, and an unbuilt child's and a built one's are
    /// the same object.
    @Test func aStoredViewsInfoIsTheTables() throws {
        let root = Node()
        Row(label: "a").buildNodeTree(root)
        let stack = try #require(stackNode(of: root))
        let leaf = try #require(stack.children.first)
        #expect(leaf.storedView?.typeInfo === ViewTypeInfo.of(Leaf.self))
        #expect(leaf.viewSlot.unretainedTypeInfo?.takeUnretainedValue() === ViewTypeInfo.of(Leaf.self))
        #expect(leaf.viewType == ObjectIdentifier(Leaf.self))
    }

    /// A child reads its parent unretained while mounted, and has none once unmounted; a
    /// root has none.
    @Test func aChildReachesItsParentUntilUnmounted() throws {
        let root = Node()
        Row(label: "a").buildNodeTree(root)
        let stack = try #require(stackNode(of: root))
        let leaf = try #require(stack.children.first)
        #expect(leaf.withParent { $0 === stack } == true)
        #expect(leaf.parent === stack)
        #expect(root.withParent { _ in true } == nil)
        leaf.unmount()
        #expect(leaf.parent == nil)
        #expect(leaf.withParent { _ in true } == nil)
    }

    /// The elements a new container's children place at once, with and without handlers,
    /// are its element's children in order; the text's element answers no event.
    @Test func newChildElementsArePlacedInTheirContainer() throws {
        let root = Node()
        Row(label: "a").buildNodeTree(root)
        let stack = try #require(stackNode(of: root))
        let tree = root.graph.hostTree
        let stackElement = try #require(stack.hostElement)
        let childElements = stack.children.compactMap { $0.hostElement ?? $0.children.first?.hostElement }
        #expect(childElements.count == 3)
        #expect(tree.element(stackElement)?.children == childElements)
        #expect(tree.element(childElements[0])?.events == [])
        #expect(tree.element(childElements[1])?.events == [])
        #expect(tree.element(childElements[2])?.events == .tap)
        #expect(HostEventHandlers.empty.events == [])
    }

    /// A built row's stack node: the first node below the padding with a host element of its
    /// own and children.
    private func stackNode(of root: Node) -> Node? {
        var node = root.children.first
        while let current = node, current.children.count < 2 { node = current.children.first }
        return node
    }
}
