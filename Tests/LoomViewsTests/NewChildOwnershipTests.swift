import Testing

@testable import LoomViews

/// A child `Node.updateChild` makes is held by its parent's list alone, from before its build:
/// the list takes the reference the node was made with, and the build reaches it unretained.
/// A reference too many keeps a removed child alive; one too few frees it under its build
/// (AddressSanitizer: run this suite with `--sanitize=address`).
@MainActor
struct NewChildOwnershipTests {
    struct Leaf: View {
        let label: String
        var body: some View { Text(label) }
    }

    struct Row: View {
        let label: String
        var body: some View {
            HStack {
                Leaf(label: label)
                Text("b")
                Text("c")
                Leaf(label: "d")
            }
        }
    }

    /// Every child made (the first inline, the second into a list made with room for all,
    /// the rest appended) and a grandchild are freed once their tree is let go.
    @Test func newChildrenAreFreedWithTheirTree() {
        let children = buildAndDropRow()
        #expect(children.count == 5)
        #expect(children.allSatisfy { $0.node == nil })
    }

    struct WeakNode {
        weak var node: Node?
    }

    /// Builds a row in a root that is then let go; answers its stack's children and the last
    /// child's child, held weakly.
    private func buildAndDropRow() -> [WeakNode] {
        let root = Node()
        Row(label: "a").buildNodeTree(root)
        guard let stack = root.children.first, stack.children.count == 4,
              let grandchild = stack.children.last?.children.first else { return [] }
        return (stack.children + [grandchild]).map { WeakNode(node: $0) }
    }

    /// The children are built in order, each with its own value, through the same path
    /// for the next node of the type (whose list is made with room for four).
    @Test func newChildrenAreBuiltInOrder() throws {
        let root = Node()
        Row(label: "a").buildNodeTree(root)
        let again = Node()
        Row(label: "x").buildNodeTree(again)
        let stack = try #require(again.children.first)
        let labels = stack.children.map { String(describing: $0.view) }
        #expect(labels.count == 4)
        #expect(labels[0].contains("x"))
        #expect(labels[3].contains("d"))
    }

    /// A child made and not yet built holds its type's info unretained (``NodeViewSlot``): the
    /// table's own object, read the same way before and after the build.
    @Test func anUnbuiltChildHoldsItsTypesInfoFromTheTable() throws {
        let root = Node()
        Row(label: "a").buildNodeTree(root)
        let info = ViewTypeInfo.of(Leaf.self)
        let child = Node(parent: root, typeInfo: Unmanaged.passUnretained(info), context: root.context)
        #expect(child.typeInfo === info)
        #expect(child.viewSlot.typeIdentifier == ObjectIdentifier(Leaf.self))
        #expect(child.viewSlot.unretainedTypeInfo?.takeUnretainedValue() === info)
        #expect(child.storedView == nil)
        child.update(to: Leaf(label: "b"), context: root.context)
        #expect(child.storedView?.typeInfo === info)
        #expect(child.typeInfo === info)
    }
}
