import LoomHost
import Testing

@testable import LoomViews

/// An environment modifier that writes the value its environment already holds adds no entry:
/// its content shares the parent's environment (memory per row: `.foregroundColor(isSelected ?
/// .red : nil)` on every row of a long list wrote `nil` over `nil` on each).
@MainActor
struct EnvironmentWriteSharingTests {
    struct Row: View {
        let isSelected: Bool
        var body: some View { Text("row").foregroundColor(isSelected ? .red : nil) }
    }

    /// The modifier's node (the row's body) and the text's node below it.
    private func nodes(_ host: ViewHost) throws -> (modifier: Node, text: Node) {
        let modifier = try #require(host.rootNode.children.first)
        return (modifier, try #require(modifier.children.first))
    }

    private func foreground(_ host: ViewHost) -> HostProperty? {
        host.hostTree.snapshot().children.first?.properties[.foreground]
    }

    @Test func writingTheInheritedValueSharesTheParentsEnvironment() throws {
        let host = ViewHost(Row(isSelected: false))
        let (modifier, text) = try nodes(host)
        #expect(text.context.environment.isSameStorage(as: modifier.context.environment))
        #expect(foreground(host) == nil)
    }

    @Test func writingAnotherValueStillReachesTheContentAndGoesAgain() throws {
        let host = ViewHost(Row(isSelected: true))
        var (modifier, text) = try nodes(host)
        #expect(!text.context.environment.isSameStorage(as: modifier.context.environment))
        #expect(foreground(host) == .foreground(Color.red.host))

        Row(isSelected: false).buildNodeTree(host.rootNode)
        host.update()
        (modifier, text) = try nodes(host)
        #expect(text.context.environment.isSameStorage(as: modifier.context.environment))
        #expect(foreground(host) == nil)

        Row(isSelected: true).buildNodeTree(host.rootNode)
        host.update()
        #expect(foreground(host) == .foreground(Color.red.host))
    }
}
