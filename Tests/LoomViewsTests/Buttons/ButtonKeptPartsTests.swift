import Testing

@testable import LoomViews

/// A button found the same as the one its node keeps (the same title, role and context) gives
/// the node only its new action: the title and label the node keeps are the ones it compared
/// equal, not the new value's copies of them. Assigning the whole value retained and released
/// each field, about 80 instructions per button of a re-run row (issue 18).
/// `ButtonActionRefreshTests` checks through the host that a tap runs the newest action.
@MainActor
struct ButtonKeptPartsTests {
    final class Taps {
        var seen: [Int] = []
    }

    /// A row whose button gets an equal title in a new string buffer each time it is built.
    struct Row: View {
        let generation: Int
        let taps: Taps
        var body: some View {
            HStack {
                Text("\(generation)")
                Button(String(repeating: "select ", count: 4)) { taps.seen.append(generation) }
            }
        }
    }

    /// The address of a string's heap buffer (a 28-byte title is not a small string).
    private func bufferAddress(of string: String) -> UInt? {
        string.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) }
    }

    private func button(in root: Node) throws -> Button {
        let stack = try #require(root.children.first)
        let node = try #require(stack.children.last)
        return try #require(node.view as? Button)
    }

    @Test func aSameButtonKeepsItsTitleAndTakesTheNewAction() throws {
        let taps = Taps()
        let root = Node()
        Row(generation: 1, taps: taps).buildNodeTree(root)
        let firstTitle = try #require(bufferAddress(of: try button(in: root).title))

        Row(generation: 2, taps: taps).buildNodeTree(root)
        let kept = try button(in: root)
        // The title compared equal stays the one the node had; the action is the new body's.
        #expect(bufferAddress(of: kept.title) == firstTitle)
        kept.action()
        #expect(taps.seen == [2])
    }
}
