import Testing

@testable import LoomViews

/// A button's tap handler reads the button's newest action from its node's stored view, which
/// a non-root node keeps and updates in place, instead of holding the node's handle: a handle
/// is a 48-byte block, and each row of the benchmark table has two buttons (server memory per
/// session, issue 18). `ButtonActionRefreshTests` checks that a tap runs the newest action.
@MainActor
struct ButtonHandleTests {
    struct Row: View {
        let label: String
        var body: some View {
            HStack {
                Text(label)
                Button("select") {}
            }
        }
    }

    @Test func aButtonsNodeMakesNoHandle() throws {
        let host = ViewHost(Row(label: "a"))
        let stack = try #require(host.rootNode.children.first)
        let button = try #require(stack.children.last)
        #expect(button.view is Button)
        #expect(!button.hasHandle)
    }
}
