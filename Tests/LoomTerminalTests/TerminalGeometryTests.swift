import Loom
@testable import LoomTerminal
import Testing

/// `GeometryReader` in the terminal: the reader gets all the cells offered, the renderer
/// reports them in points (8 a column, 16 a line), and a resize reports the new size.
@MainActor
struct TerminalGeometryTests {
    struct Meter: View {
        var body: some View {
            VStack(spacing: 0) {
                Text("top")
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
                }
            }
        }
    }

    /// Sends the renderer's geometry reports through the tree, as the driver does after a frame.
    private func report(_ harness: TerminalHarness) -> [String] {
        var values: [String] = []
        for case .send(let event) in harness.renderer.geometryReports() {
            if case .valueChange(let value) = event.action { values.append(value) }
            do { try harness.host.hostTree.send(event) } catch { Issue.record("refused: \(error)") }
        }
        return values
    }

    @Test func aReaderIsToldTheCellsItGetsInPoints() {
        let harness = TerminalHarness(Meter(), width: 40, height: 10)
        #expect(harness.lines.contains("0×0"))
        // 40 columns; 10 lines less the one above it.
        #expect(report(harness) == ["320,144"])
        #expect(harness.lines[1] == "320×144")
        // The same size again is not reported again.
        harness.frame()
        #expect(report(harness).isEmpty)
    }

    @Test func aResizeReportsTheNewSize() {
        let harness = TerminalHarness(Meter(), width: 40, height: 10)
        harness.frame()
        _ = report(harness)
        harness.renderer.resize(to: CellSize(width: 60, height: 5))
        harness.frame()
        #expect(report(harness) == ["480,64"])
        #expect(harness.lines[1] == "480×64")
    }

    @Test func aReaderInAFixedFrameGetsTheFramesSize() {
        let harness = TerminalHarness(GeometryReader { proxy in Text("\(Int(proxy.size.width))") }.frame(width: 80, height: 32), width: 40, height: 10)
        harness.frame()
        #expect(report(harness) == ["80,32"])
    }
}
