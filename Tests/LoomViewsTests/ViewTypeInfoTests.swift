import LoomHost
import Testing

@testable import LoomViews

/// What making a node costs per type rather than per node: a new node finds its type's info
/// through its parent's type info, by position, instead of looking the type up in a table keyed
/// by type (hashing it) every time; and its stored view is made by a class its type info holds,
/// not by naming the generic class again (a run-time metadata look-up per node).
@MainActor
struct ViewTypeInfoTests {
    struct Row: View {
        let id: Int
        var body: some View {
            HStack {
                Text("\(id)")
                Button("select") {}
            }
            .padding(2)
        }
    }

    struct Table: View {
        let count: Int
        var body: some View {
            VStack {
                ForEach(0..<count) { Row(id: $0) }
            }
        }
    }

    @Test func nodesOfKnownTypesAtKnownPositionsDoNotLookTheirTypeUp() {
        // The first table teaches each type info its children's.
        withExtendedLifetime(ViewHost(Table(count: 2))) {}
        let before = ViewTypeInfo.tableLookUps
        let host = ViewHost(Table(count: 100))
        // 100 rows of 6 nodes each. Looked up by type, every node made was a look-up (600 and
        // more); only the new root's own type is looked up now.
        #expect(ViewTypeInfo.tableLookUps - before == 1)
        #expect(host.rootNode.children[0].children[0].children.count == 100)
    }

    @Test func aPositionWhoseTypeChangesGetsTheNewTypesInfo() throws {
        struct Switch: View {
            let showsText: Bool
            var body: some View {
                if showsText { Text("text") } else { Button("button") {} }
            }
        }
        struct Screen: View {
            @State var showsText = true
            var body: some View {
                VStack {
                    Button("flip") { showsText.toggle() }
                    Switch(showsText: showsText)
                }
            }
        }
        let host = ViewHost(Screen())
        // screen → stack → (flip, switch → conditional → branch): the stack's tuple has no node
        let stack = try #require(host.rootNode.children.first)
        func shown() -> Node? { stack.children.last?.children.first?.children.first }
        let first = try #require(shown())
        #expect(first.viewType == ObjectIdentifier(Text.self))
        for _ in 0..<3 {
            let flip = try #require(stack.children.first)
            (flip.view as? Button)?.action()
            host.update()
            let button = try #require(shown())
            #expect(button.viewType == ObjectIdentifier(Button.self))
            #expect(button.view is Button)
            (flip.view as? Button)?.action()
            host.update()
            let text = try #require(shown())
            #expect(text.viewType == ObjectIdentifier(Text.self))
            #expect(text.view as? Text == Text("text"))
        }
    }

    @Test func aNodesStoredViewIsMadeByItsTypesClass() throws {
        let host = ViewHost(Row(id: 7))
        var nodes = [host.rootNode]
        var checked = 0
        while let node = nodes.popLast() {
            nodes += node.children
            let info = try #require(node.typeInfo)
            let stored = try #require(node.storedView)
            if let shared = info.sharedStoredView {
                #expect(stored === shared)
            } else {
                #expect(type(of: stored) == info.storedViewClass)
            }
            checked += 1
        }
        // The row, its padding, the stack, the text and the button (the stack's tuple has no
        // node of its own).
        #expect(checked == 5)
        #expect(type(of: host.rootNode.storedView!) == TypedStoredView<Row>.self)
        #expect(ViewTypeInfo.of(ModifiedContent<HStack<TupleView<Text, Button>>, BoxModifier>.self).storedViewClass
            == ContainerStoredView<ModifiedContent<HStack<TupleView<Text, Button>>, BoxModifier>>.self)
    }

    @Test func aContainersShellIsReadFromTheValue() throws {
        let host = ViewHost(HStack(alignment: .bottom, spacing: 5) { Text("a").padding(3) })
        let stack = try #require(host.rootNode.view as? HStack<ModifiedContent<Text, BoxModifier>>)
        #expect(stack.alignment == .bottom)
        #expect(stack.spacing == 5)
        let padded = try #require(host.rootNode.children.first?.storedView as? ContainerStoredView<ModifiedContent<Text, BoxModifier>>)
        #expect(padded.shell == BoxModifier(host: .padding(HostEdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3))))
    }
}
