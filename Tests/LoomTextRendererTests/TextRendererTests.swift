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

/// Symbols in the text rendering: the name, then the one-cell form the terminal shows too.
@MainActor
struct TextRendererSymbolTests {
    @Test func symbolsPrintTheirNameAndTheirTextForm() throws {
        let ui = ViewHarness(HStack {
            Image(systemName: "star.fill")
            Image(systemName: "trash")
            Image(systemName: "chevron.right")
            Image(systemName: "no.such.symbol")
        })
        try TextSnapshot.expect(ui.text, named: "symbols")
    }
}

/// `GeometryReader` in the text rendering: 80 columns and the lines its content prints, in
/// points (8 a column, 16 a line), reported through the host tree by the harness.
@MainActor
struct TextRendererGeometryTests {
    @Test func aReaderIsOfferedEightyColumnsAndTheLinesOfItsContent() {
        let ui = ViewHarness(GeometryReader { proxy in
            VStack {
                Text("\(Int(proxy.size.width)) by \(Int(proxy.size.height))")
                Text("second line")
            }
        })
        // The content prints three lines: the stack and its two texts.
        #expect(ui.text.contains("text \"640 by 48\""), Comment(rawValue: ui.text))
    }

    @Test func theRendererReportsOnlyASizeThatChanged() throws {
        let tree = HostTree()
        let reader = tree.makeElement(.container, properties: [.style(HostGeometry.style)])
        tree.appendChild(reader, to: tree.rootID)
        var renderer = TextRenderer()
        try renderer.apply(tree.takeMutations())
        #expect(renderer.geometryReports() == [HostEvent(element: reader, action: .valueChange("640,0"))])
        #expect(renderer.geometryReports().isEmpty)
        tree.appendChild(tree.makeElement(.text, properties: [.text("a")]), to: reader)
        try renderer.apply(tree.takeMutations())
        #expect(renderer.geometryReports() == [HostEvent(element: reader, action: .valueChange("640,16"))])
    }
}
