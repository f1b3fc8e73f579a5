import Loom
import LoomTestSupport
import Testing

/// `Button(_:systemImage:)` and `Menu(_:systemImage:)`: a label of the symbol and the title.
@MainActor
struct SystemImageButtonTests {
    private struct Toolbarish: View {
        @State private var added = 0

        var body: some View {
            VStack {
                Button("Add Item", systemImage: "plus") { added += 1 }
                Button("Delete", systemImage: "trash", role: .destructive) {}
                Button("Icon only", systemImage: "gear") {}.labelStyle(.iconOnly)
                Menu("Sort", systemImage: "arrow.up.arrow.down") {
                    Button("By name") {}
                }
                Text("Added \(added)")
            }
        }
    }

    @Test func aButtonWithASystemImageShowsTheSymbolAndTheTitleAndRunsItsAction() throws {
        let ui = ViewHarness(Toolbarish())
        let text = ui.text
        #expect(text.contains("container style=label"), Comment(rawValue: text))
        #expect(text.contains("image symbol=\"plus\" +"))
        #expect(text.contains("text \"Add Item\""))
        let button = try #require(firstElement(.button, in: ui.host.hostTree.snapshot()))
        try ui.send(.tap, to: button)
        #expect(ui.text.contains("text \"Added 1\""))
        try ui.verifyReplay()
    }

    @Test func theRoleAndTheLabelStyleApplyAsToAnyLabelledButton() {
        let text = ViewHarness(Toolbarish()).text
        #expect(text.contains("style=destructive"), Comment(rawValue: text))
        #expect(text.contains("image symbol=\"gear\""))
        #expect(!text.contains("Icon only"))
    }

    @Test func aMenuWithASystemImageShowsTheSymbolAndTheTitle() {
        let text = ViewHarness(Toolbarish()).text
        #expect(text.contains("image symbol=\"arrow.up.arrow.down\""), Comment(rawValue: text))
        #expect(text.contains("text \"Sort\""))
    }
}
