import LoomTestSupport
import Testing

@testable import LoomViews

/// An `AnyView` keeps its view in one object of the view's type (see ``AnyView/box``): one
/// word, so a `Button`'s optional label costs it 8 bytes, not 72. These pin that it compares and
/// builds as the existential and two closures did.
@MainActor
struct AnyViewBoxTests {
    final class Counts {
        var leaf = 0
        var other = 0
    }

    struct Leaf: View {
        let value: Int
        let counts: Counts
        var body: some View {
            counts.leaf += 1
            return Text("leaf \(value)")
        }
    }

    struct Other: View {
        let counts: Counts
        var body: some View {
            counts.other += 1
            return Text("other")
        }
    }

    struct Holder: View {
        let content: AnyView
        var body: some View { VStack { content } }
    }

    @Test func anAnyViewIsOneWordAndAButtonWithoutALabelFortyEightBytes() {
        #expect(MemoryLayout<AnyView>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<AnyView?>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<Button>.size <= 48)
    }

    @Test func anEqualViewOfTheSameTypeIsNotBuiltAgainAndAnotherValueOrTypeIs() {
        let counts = Counts()
        let root = Node()
        Holder(content: AnyView(Leaf(value: 1, counts: counts))).buildNodeTree(root)
        #expect(counts.leaf == 1)
        Holder(content: AnyView(Leaf(value: 1, counts: counts))).buildNodeTree(root)
        #expect(counts.leaf == 1)
        Holder(content: AnyView(Leaf(value: 2, counts: counts))).buildNodeTree(root)
        #expect(counts.leaf == 2)
        #expect(root.children.first?.children.first?.children.first?.view as? Leaf != nil)
        Holder(content: AnyView(Other(counts: counts))).buildNodeTree(root)
        #expect(counts.other == 1 && counts.leaf == 2)
        #expect(root.children.first?.children.first?.children.first?.view is Other)
        // Erasing an erased view keeps its box: the same view, not one wrapped twice.
        let erased = AnyView(Other(counts: counts))
        #expect(AnyView(erased).box === erased.box)
        #expect(AnyView(erased).storage is Other)
    }

    #if os(Linux)
    /// A button without a label: its stored view (object header, type info, 48 bytes of
    /// button) is 72 bytes, an 80-byte block; with the label as an inline existential and two
    /// closures it was 136, a 144-byte block.
    @Test func aButtonsStoredViewFitsAnEightyByteBlock() throws {
        let root = Node()
        VStack { Button("go") {} }.buildNodeTree(root)
        let button = try #require(root.children.first)
        let stored = try #require(button.storedView)
        #expect(button.view is Button)
        let usable = allocatorBlockUsableSize(of: stored)
        #expect(usable <= 72)
    }
    #endif
}
