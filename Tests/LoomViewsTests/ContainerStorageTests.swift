import LoomHost
import Testing

@testable import LoomViews

/// Stacks, tuples, groups and the built-in modifiers that build their content as their first
/// child keep no copy of that content in their node: the child that shows it keeps it. Each
/// copy held what the content holds again (a row's texts and buttons, four times per row of the
/// benchmark table). Their value is put together from the children when it is needed.
@MainActor
struct ContainerStorageTests {
    final class Token {}

    struct Leaf: View {
        let token: Token
        var body: some View { Text("leaf") }
    }

    struct Screen: View {
        let token: Token
        var body: some View {
            VStack {
                HStack {
                    Leaf(token: token)
                    Text("x")
                }
                .padding(4)
                .foregroundColor(.red)
            }
        }
    }

    @Test func theContentIsKeptOnlyByTheNodeThatShowsIt() {
        let token = Token()
        let before = _getRetainCount(token)
        let host = ViewHost(Screen(token: token))
        // The screen's node and the leaf's node. Before, the VStack, both modifiers, the HStack
        // and its tuple each kept the leaf too: 7.
        #expect(_getRetainCount(token) - before == 2)
        withExtendedLifetime(host) {}
    }

    @Test func aContainersValueIsPutTogetherFromItsChildren() throws {
        let host = ViewHost(HStack(alignment: .top, spacing: 3) {
            Text("a")
            Text("b").padding(2)
        })
        let stack = try #require(host.rootNode.view as? HStack<TupleView<Text, ModifiedContent<Text, BoxModifier>>>)
        #expect(stack.alignment == VerticalAlignment.top)
        #expect(stack.spacing == 3)
        #expect(stack.content.value.0 == Text("a"))
        #expect(stack.content.value.1.content == Text("b"))
        #expect(stack.content.value.1.modifier == BoxModifier(host: .padding(HostEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))))
    }

    struct Tinted: View {
        @State var isRed = false
        var body: some View {
            VStack {
                Button("tint") { isRed.toggle() }
                Plain()
            }
            .foregroundColor(isRed ? .red : nil)
        }
    }

    struct Plain: View {
        var body: some View {
            HStack {
                Text("t")
            }
            .padding(1)
        }
    }

    /// `Plain` is the same value when the colour changes: only its context is new, and its
    /// modifier and stack are rebuilt with values put together from their children.
    @Test func aNewEnvironmentReachesTheContentOfContainersThatKeepNone() throws {
        let host = ViewHost(Tinted())
        let tint = try #require(host.hostTree.snapshot().first(.button, labelled: "tint")?.id)
        func textColor() -> HostProperty? { host.hostTree.snapshot().first(.text, labelled: "t")?.properties[.foreground] }
        #expect(textColor() == nil)
        try host.send(HostEvent(element: tint, action: .tap))
        #expect(textColor() == .foreground(Color.red.host))
        try host.send(HostEvent(element: tint, action: .tap))
        #expect(textColor() == nil)
    }

    struct Card: ViewModifier {
        func body(content: Content) -> some View { content.padding(8) }
    }

    /// A modifier written in Swift holds its content in its body's view: its node keeps the
    /// whole value, as before.
    @Test func aModifierWrittenInSwiftKeepsItsWholeValue() throws {
        let host = ViewHost(Text("card").modifier(Card()))
        #expect(host.rootNode.storedView is TypedStoredView<ModifiedContent<Text, Card>>)
        let padded = ViewHost(Text("card").padding(8))
        #expect(!(padded.rootNode.storedView is TypedStoredView<ModifiedContent<Text, BoxModifier>>))
    }

    struct Marked: View {
        let isMarked: Bool
        var body: some View { Text("row").foregroundColor(isMarked ? .red : nil) }
    }

    /// `nil` over `nil` writes nothing and remembers nothing: the row's modifier node makes no
    /// storage for it (it kept the last result there, 150 bytes per unselected row).
    @Test func aModifierWritingTheInheritedValueKeepsNothing() throws {
        let host = ViewHost(Marked(isMarked: false))
        let modifier = try #require(host.rootNode.children.first)
        #expect(modifier.storage == nil)
        host.rootNode.update(to: Marked(isMarked: true), context: host.rootNode.context)
        #expect(modifier.storage?.children is ProducedEnvironment<Color?>)
        host.rootNode.update(to: Marked(isMarked: false), context: host.rootNode.context)
        #expect(modifier.storage?.children == nil)
        #expect(host.hostTree.snapshot().first(.text, labelled: "row")?.properties[.foreground] == nil)
    }
}
