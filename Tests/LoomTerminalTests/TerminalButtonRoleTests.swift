import Loom
@testable import LoomTerminal
import Testing

/// A destructive button is drawn in red wherever it is; a colour the app gives it still wins.
@MainActor
struct TerminalButtonRoleTests {
    struct Row: View {
        var body: some View {
            VStack(alignment: .leading) {
                Button("Delete", role: .destructive) {}
                Button("Keep") {}
                Button("Erase", role: .destructive) {}.foregroundColor(.green)
                Button("Close", role: .cancel) {}
                Button(role: .destructive) {} label: { Label("Bin", systemImage: "trash") }
            }
        }
    }

    private func foreground(ofLineStarting prefix: String, in ui: TerminalHarness) -> TerminalColor? {
        let lines = ui.lines
        guard let row = lines.firstIndex(where: { $0.contains(prefix) }),
              let column = lines[row].range(of: prefix).map({ lines[row].distance(from: lines[row].startIndex, to: $0.lowerBound) })
        else {
            Issue.record("no line shows \(prefix)")
            return nil
        }
        return ui.renderer.screen[column, row].style.foreground
    }

    @Test func aDestructiveButtonIsRedAndOthersKeepTheirColour() {
        let ui = TerminalHarness(Row(), width: 30, height: 7)
        #expect(foreground(ofLineStarting: "Delete", in: ui) == .standard(9))
        #expect(foreground(ofLineStarting: "Keep", in: ui) == nil)
        #expect(foreground(ofLineStarting: "Erase", in: ui) != .standard(9))
        #expect(foreground(ofLineStarting: "Close", in: ui) == nil)
        #expect(foreground(ofLineStarting: "Bin", in: ui) == .standard(9), "a label inside takes the button's red")
    }
}
