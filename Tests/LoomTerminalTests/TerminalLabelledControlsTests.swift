import Loom
@testable import LoomTerminal
import Testing

/// A control with a label reads as one line, the label once: "Size ‹ M ›", not "Size" above
/// "Size: ‹ M ›".
@MainActor
struct TerminalLabelledControlsTests {
    struct Settings: View {
        @State var size = "M"
        @State var volume = 40.0
        @State var count = 2
        var body: some View {
            VStack(alignment: .leading) {
                Picker("Size", selection: $size) {
                    Text("S").tag("S")
                    Text("M").tag("M")
                }
                Picker("Fit", selection: $size) {
                    Text("S").tag("S")
                    Text("M").tag("M")
                }
                .pickerStyle(.segmented)
                Slider(value: $volume, in: 0...100, step: 10) { Text("Volume") }
                Stepper("Count: \(count)", value: $count)
                LabeledContent("Name", value: "Ada")
                Picker("Hidden", selection: $size) {
                    Text("S").tag("S")
                    Text("M").tag("M")
                }
                .labelsHidden()
                Label("Signed in", systemImage: "person")
            }
        }
    }

    private func screen() -> [String] {
        let ui = TerminalHarness(Settings(), width: 30, height: 7)
        return ui.lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    }

    @Test func eachLabelIsShownOnceOnTheControlsLine() {
        let lines = screen()
        #expect(lines[0] == "Size ‹ M ›")
        #expect(lines[1] == "Fit ( ) S  (•) M")
        #expect(lines[2].hasPrefix("Volume ━"))
        #expect(lines[2].hasSuffix("40"))
        #expect(lines[3] == "Count: 2 [ − ] [ + ]")
        #expect(lines[5] == "‹ M ›")
        #expect(lines[6].hasSuffix(" Signed in"))  // the icon, then the title
        for label in ["Size", "Fit", "Volume"] {
            #expect(lines.filter { $0.contains(label) }.count == 1, "\(label) appears once")
        }
    }

    @Test func aLabeledContentRowPutsItsValueAtTheTrailingEdge() {
        let line = screen()[4]
        #expect(line.hasPrefix("Name "))
        #expect(line.hasSuffix("Ada"))
        #expect(line.count == 30)
    }

    @Test func aStepperInARowStillStepsAndAPickerStillTakesKeys() {
        let ui = TerminalHarness(Settings(), width: 30, height: 6)
        ui.frame()
        #expect(ui.renderer.focusedTarget?.kind == .picker)
        ui.keys(.right)
        #expect(ui.lines[0].hasPrefix("Size ‹ S ›"))
        ui.keys(.tab, .tab, .tab, .enter)  // Fit, Volume, then the stepper's "−"
        #expect(ui.lines[3].hasPrefix("Count: 1 "))
        ui.keys(.tab, .enter, .enter)  // its "+"
        #expect(ui.lines[3].hasPrefix("Count: 3 "))
    }
}
