import Loom
@testable import LoomTerminal
import Testing

@MainActor
struct TerminalDiffTests {
    final class Model: ObservableObject {
        @Published var rows = (0..<8).map { "row \($0)" }
    }

    struct Table: View {
        @ObservedObject var model: Model
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(model.rows.enumerated()), id: \.offset) { Text($0.element) }
            }
        }
    }

    @Test func aChangedLabelRewritesOnlyItsChangedCells() {
        let model = Model()
        let ui = TerminalHarness(Table(model: model), width: 30, height: 10)
        let first = ui.frame()
        #expect(first.isFullRedraw)
        #expect(first.changedCells == 300)
        model.rows[3] = "row 33"
        let update = ui.frame()
        #expect(!update.isFullRedraw)
        // "row 3" → "row 33": the fifth cell changes from "3"… the sixth from blank.
        #expect(update.changedCells == 1)
        // One move, the style, one character: nothing else is sent.
        #expect(String(decoding: update.bytes, as: UTF8.self) == "\u{1B}[4;6H\u{1B}[m3")
        #expect(ui.renderer.screen.lines[3] == "row 33")
    }

    @Test func anUnchangedTreeWritesNothing() {
        let ui = TerminalHarness(Table(model: Model()))
        ui.frame()
        #expect(ui.frame() == .empty)
    }

    @Test func resizeAndInvalidateRedrawEveryCell() {
        let ui = TerminalHarness(Table(model: Model()), width: 20, height: 5)
        ui.frame()
        ui.renderer.resize(to: CellSize(width: 25, height: 6))
        let resized = ui.frame()
        #expect(resized.isFullRedraw)
        #expect(resized.changedCells == 150)
        ui.renderer.invalidate()
        #expect(ui.frame().isFullRedraw)
    }

    @Test func replacingAWideCharacterRewritesBothOfItsCells() {
        let model = Model()
        model.rows[0] = "日本"
        let ui = TerminalHarness(Table(model: model), width: 10, height: 3)
        ui.frame()
        model.rows[0] = "日a"
        let update = ui.frame()
        #expect(update.changedCells == 2)
        #expect(ui.renderer.screen.lines[0] == "日a")
        #expect(String(decoding: update.bytes, as: UTF8.self).contains("a "))
    }

    @Test func replayedTreeLaysOutToTheSameCellsAsTheRealTree() throws {
        // The replay invariant: the renderer sees the app only through mutation batches, and
        // what it lays out equals a layout of the app's own tree, after every change.
        let model = Model()
        let ui = TerminalHarness(Table(model: model), width: 24, height: 12)
        var generator = SystemRandomNumberGenerator()
        for step in 0..<60 {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: model.rows.append("new \(step) 日本")
            case 1: if !model.rows.isEmpty { model.rows.remove(at: Int.random(in: 0..<model.rows.count, using: &generator)) }
            case 2: if model.rows.count > 1 { model.rows.swapAt(0, model.rows.count - 1) }
            default: if !model.rows.isEmpty { model.rows[0] = "edit \(step) 😀" }
            }
            ui.frame()
            let truth = TerminalLayout(ui.host.hostTree.snapshot(), size: ui.renderer.size, state: ui.renderer.state)
            #expect(ui.renderer.screen == truth.buffer, "step \(step)")
            #expect(ui.renderer.snapshot == ui.host.hostTree.snapshot())
        }
    }

    @Test func colourIsEncodedForTheTerminalsDepthAndOmittedUnderNoColor() {
        let red = TerminalColor.rgb(200, 10, 10)
        #expect(red.parameters(background: false, depth: .trueColor) == "38;2;200;10;10")
        #expect(red.parameters(background: true, depth: .palette256) == "48;5;160")
        #expect(red.parameters(background: false, depth: .standard16) == "31")
        #expect(ColorDepth.detect(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .none)
        #expect(ColorDepth.detect(environment: ["COLORTERM": "truecolor", "TERM": "xterm"]) == .trueColor)
        #expect(ColorDepth.detect(environment: ["TERM": "screen-256color"]) == .palette256)
        #expect(ColorDepth.detect(environment: ["TERM": "xterm"]) == .standard16)
        struct Red: View { var body: some View { Text("hot").foregroundColor(.red) } }
        let colored = TerminalHarness(Red(), depth: .trueColor).frame()
        let plain = TerminalHarness(Red(), depth: .none).frame()
        #expect(String(decoding: colored.bytes, as: UTF8.self).contains("\u{1B}[91m"))
        #expect(!String(decoding: plain.bytes, as: UTF8.self).contains("91"))
    }
}
