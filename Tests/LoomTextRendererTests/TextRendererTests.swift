import Foundation
import Loom
import LoomTestSupport
import Testing

@MainActor
struct TextRendererTests {
    @Test func textIsQuotedAndEscapedSoItCannotFakeTreeLines() {
        let ui = ViewHarness(Text("a \"quote\"\n  button \"fake\" \\ <script>"))
        #expect(ui.text == "text \"a \\\"quote\\\"\\n  button \\\"fake\\\" \\\\ <script>\"\n")
    }

    @Test func rendererBuildsItsTreeFromMutationBatchesAlone() throws {
        let tree = HostTree()
        let stack = tree.makeElement(.hstack, properties: [.spacing(2)])
        tree.appendChild(stack, to: tree.rootID)
        let label = tree.makeElement(.text, properties: [.text("one"), .foreground(HostColor(red: 1, green: 0.5, blue: 0))])
        tree.appendChild(label, to: stack)
        var renderer = TextRenderer(showsIDs: true)
        try renderer.apply(tree.takeMutations())
        #expect(renderer.output == "#1 hstack spacing=2\n  #2 text \"one\" foreground=#ff8000\n")
        tree.removeElement(label)
        try renderer.apply(tree.takeMutations())
        #expect(renderer.output == "#1 hstack spacing=2\n")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["LOOM_RECORD_SNAPSHOTS"] == nil))
    func snapshotMismatchShowsADiffAndHowToRerecord() {
        do {
            try TextSnapshot.expect("text \"changed\"\n", named: "fixed-fixture")
            Issue.record("a mismatch should throw")
        } catch {
            let message = "\(error)"
            #expect(message.contains("- text \"fixed\""))
            #expect(message.contains("+ text \"changed\""))
            #expect(message.contains("LOOM_RECORD_SNAPSHOTS=1 swift test"))
        }
    }
}
