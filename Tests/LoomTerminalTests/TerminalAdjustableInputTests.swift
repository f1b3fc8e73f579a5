import Loom
@testable import LoomTerminal
import Testing

/// The arrows on pickers and sliders: left and right step the value, up and down move focus.
@MainActor
struct TerminalAdjustableInputTests {
    struct Preferences: View {
        @State var size = "M"
        @State var volume = 40.0
        var body: some View {
            VStack(alignment: .leading) {
                Picker("Size", selection: $size) {
                    Text("S").tag("S")
                    Text("M").tag("M")
                    Text("L").tag("L")
                }
                Slider(value: $volume, in: 0...100, step: 5)
                Text("size=\(size) volume=\(Int(volume))")
            }
        }
    }

    private func status(_ ui: TerminalHarness) -> String {
        ui.lines.first { $0.contains("size=") }?.trimmingCharacters(in: .whitespaces) ?? ""
    }

    @Test func leftAndRightStepAPickerAndASliderUpAndDownMoveBetweenThem() {
        let ui = TerminalHarness(Preferences(), width: 50, height: 8)
        ui.frame()
        #expect(ui.renderer.focusedTarget?.kind == .picker)
        ui.keys(.right)
        #expect(status(ui) == "size=L volume=40")
        ui.keys(.left, .left)
        #expect(status(ui) == "size=S volume=40")
        ui.keys(.enter)  // Enter steps a picker on
        #expect(status(ui) == "size=M volume=40")
        ui.keys(.down)
        #expect(ui.renderer.focusedTarget?.kind == .slider)
        ui.keys(.right, .right, .left)
        #expect(status(ui) == "size=M volume=45")
        ui.keys(.up)
        #expect(ui.renderer.focusedTarget?.kind == .picker)
    }
}
