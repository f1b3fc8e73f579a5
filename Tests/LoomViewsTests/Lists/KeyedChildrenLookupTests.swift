import Loom
import LoomTestSupport
import Testing

/// A `ForEach` node finds its keyed children by their id type and remembers whether its data
/// is a `ListModel`, both without a run-time type look-up, then casts unchecked (see
/// `Node.keyedChildren(_:)`, `ForEach.followedList(_:)`). The one node that can be built with
/// another `ForEach` type is a root rebuilt with another view: these rebuild one root node
/// with `ForEach`s of other id and data types, which the unchecked casts must tell apart.
@MainActor
struct KeyedChildrenLookupTests {
    private func texts(_ node: Node) -> [Text?] { node.children.map { $0.view as? Text } }

    @Test func aRootRebuiltWithAnotherIDTypeGetsKeyedChildrenOfThatType() {
        let node = Node()
        ForEach([1, 2, 3], id: \.self) { Text("number \($0)") }.buildNodeTree(node)
        ForEach(["a", "b"], id: \.self) { Text("letter \($0)") }.buildNodeTree(node)
        #expect(texts(node) == [Text("letter a"), Text("letter b")])
        ForEach([4, 1], id: \.self) { Text("number \($0)") }.buildNodeTree(node)
        #expect(texts(node) == [Text("number 4"), Text("number 1")])
    }

    @Test func aRootRebuiltFromAListModelToAnArrayOfTheSameElementsReadsTheArray() {
        let node = Node()
        let list = ListModel(items(0..<3))
        ForEach(list) { Text($0.name) }.buildNodeTree(node)
        #expect(texts(node) == [Text("item 0"), Text("item 1"), Text("item 2")])
        // The same id type, so the same keyed children; another data type, asked again.
        ForEach(items(5..<7)) { Text($0.name) }.buildNodeTree(node)
        #expect(texts(node) == [Text("item 5"), Text("item 6")])
        ForEach(list) { Text($0.name) }.buildNodeTree(node)
        list.swapAt(0, 2)
        ForEach(list) { Text($0.name) }.buildNodeTree(node)
        #expect(texts(node) == [Text("item 2"), Text("item 1"), Text("item 0")])
    }
}
