import LoomReactive
import Testing

@testable import LoomViews

/// A node keeps its type info with its stored view and its storage with its handle, two words
/// less per node (see ``NodeViewSlot``). These pin that both are found where the separate fields
/// were, and that the storage still goes with its node, not with the handle.
@MainActor
struct NodeViewSlotTests {
    final class Model: ObservableObject {}

    struct Owner: View {
        @StateObject private var model = Model()
        var body: some View { Text("owner") }
    }

    struct Screen: View {
        let showsOwner: Bool
        var body: some View {
            VStack {
                if showsOwner { Owner() } else { Text("gone") }
            }
        }
    }

    private static func node<V: View>(of _: V.Type, in node: Node) -> Node? {
        if node.view is V { return node }
        return node.children.lazy.compactMap { Self.node(of: V.self, in: $0) }.first
    }

    @Test func theSlotIsOneWord() {
        #expect(MemoryLayout<NodeViewSlot>.size == MemoryLayout<Int>.size)
    }

    @Test func aNodesTypeInfoIsItsStoredViewsFromTheFirstBuild() throws {
        let root = Node()
        #expect(root.typeInfo == nil && root.storedView == nil)
        Screen(showsOwner: true).buildNodeTree(root)
        let info = try #require(root.typeInfo)
        #expect(info === root.storedView?.typeInfo)
        #expect(info.type == ObjectIdentifier(Screen.self))
        // A child is made with its type's info and keeps it once built.
        let stack = try #require(root.children.first)
        #expect(stack.typeInfo?.type == ObjectIdentifier(VStack<ConditionalContent<Owner, Text>>.self))
        #expect(stack.typeInfo === stack.storedView?.typeInfo)
    }

    @Test func aRootGivenAnotherTypeForgetsTheOldTypesInfo() throws {
        let root = Node()
        Screen(showsOwner: false).buildNodeTree(root)
        Text("plain").buildNodeTree(root)
        #expect(root.typeInfo?.type == ObjectIdentifier(Text.self))
        #expect(root.view as? Text == Text("plain"))
    }

    @Test func aNodesStorageGoesWithTheNodeWhileItsHandleIsStillHeld() throws {
        weak var model: Model?
        weak var storage: NodeStorage?
        var handle: NodeReference?
        let root = Node()
        do {
            Screen(showsOwner: true).buildNodeTree(root)
            let owner = try #require(Self.node(of: Owner.self, in: root))
            model = owner.storage?.slots.lazy.compactMap { $0 as? Model }.first
            storage = owner.storage
            handle = owner.handle
        }
        #expect(model != nil && storage != nil)
        Screen(showsOwner: false).buildNodeTree(root)
        root.rebuildIfNeeded()
        // The handle outlives the node (a change handler may hold it); the storage does not.
        #expect(handle != nil && handle?.node == nil)
        #expect(storage == nil && model == nil)
        #expect(handle?.storage == nil)
    }
}
