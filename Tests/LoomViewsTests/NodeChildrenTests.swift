import LoomHost
import Testing

@testable import LoomViews

/// A node keeps no child and one child without an array (memory per row, issue 18): most nodes
/// have one child, and each such array was a 48-byte block. Lists of rows are still edited in
/// place, as the array was.
@MainActor
struct NodeChildrenTests {
    struct Row: View {
        let label: String
        var body: some View {
            HStack {
                Text(label)
                Text("x")
            }
            .padding()
        }
    }

    /// Every node of a built tree, parents first.
    private func allNodes(_ node: Node) -> [Node] {
        [node] + node.childNodes.flatMap(allNodes)
    }

    @Test func aNodeWithOneChildAllocatesNoChildrenArray() {
        let root = Node()
        Row(label: "a").buildNodeTree(root)
        let nodes = allNodes(root)
        let withOne = nodes.filter { $0.childNodes.count == 1 }
        let withMore = nodes.filter { $0.childNodes.count > 1 }
        // The row view and its modifier: one child each. The stack has two (its tuple's).
        #expect(withOne.count >= 2)
        #expect(withOne.allSatisfy { !$0.childNodes.usesArray })
        #expect(withMore.count == 1 && withMore.allSatisfy { $0.childNodes.usesArray })
        #expect(nodes.filter { $0.childNodes.isEmpty }.allSatisfy { !$0.childNodes.usesArray })
        // What users read is unchanged.
        #expect(root.children.count == 1)
        #expect(withMore[0].children.compactMap { $0.view as? Text } == [Text("a"), Text("x")])
    }

    @Test func editsKeepOrderAndDropTheArrayAtOneChild() {
        let nodes = (0..<5).map { _ in Node() }
        var children = NodeChildren()
        children.append(nodes[0])
        #expect(!children.usesArray)
        children.append(nodes[1])
        children.insert(contentsOf: [nodes[2], nodes[3]], at: 1)
        #expect(children.usesArray)
        #expect(children.elementsEqual([nodes[0], nodes[2], nodes[3], nodes[1]], by: ===))
        children.swapAt(0, 3)
        children[1] = nodes[4]
        #expect(children.elementsEqual([nodes[1], nodes[4], nodes[3], nodes[0]], by: ===))
        children.removeSubrange(1...)
        #expect(children.count == 1 && children[0] === nodes[1])
        #expect(!children.usesArray)
        children[0] = nodes[2]
        #expect(children.array.count == 1 && children.array[0] === nodes[2])
        children.removeAll()
        #expect(children.isEmpty && children.array.isEmpty)
        let literal: NodeChildren = [nodes[0], nodes[1]]
        #expect(literal.elementsEqual([nodes[0], nodes[1]], by: ===))
    }

    @Test func aLongListIsEditedInPlaceNotCopied() {
        let nodes = (0..<1_000).map { _ in Node() }
        var children = NodeChildren(nodes)
        children.reserveCapacity(1_001)
        func buffer(_ children: NodeChildren) -> UnsafeRawPointer? {
            children.array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        let before = buffer(children)
        children.swapAt(2, 999)
        children[5] = nodes[6]
        children.remove(at: 10)
        children.append(nodes[0])
        // A copy of the array would have moved it.
        #expect(buffer(children) == before)
        #expect(children.count == 1_000)
        #expect(children[2] === nodes[999] && children[999] === nodes[0])
    }

    @Test func theStorageIsOneWord() {
        #expect(MemoryLayout<NodeChildren>.size == MemoryLayout<[Node]>.size)
    }
}
