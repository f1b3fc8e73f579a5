import Loom
@testable import LoomTerminal
import Testing

/// A switch takes the width its row offers, as SwiftUI's does, so what follows it in an HStack
/// sits at the trailing edge; button and checkbox toggles keep their own width.
@MainActor
struct TerminalSwitchWidthTests {
    struct Rows: View {
        @State var on = false
        var body: some View {
            VStack(alignment: .leading) {
                HStack {
                    Toggle("Milk", isOn: $on)
                    Button("Delete") {}
                }
                HStack {
                    Toggle("Eggs", isOn: $on).toggleStyle(.checkbox)
                    Button("Delete") {}
                }
                HStack {
                    Toggle("Tea", isOn: $on)
                    Spacer()
                    Button("Delete") {}
                }
            }
        }
    }

    private func lines() -> [String] {
        TerminalHarness(Rows(), width: 40, height: 3).lines
            .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
    }

    @Test func aSwitchPushesTheRowsButtonToTheTrailingEdge() {
        let row = lines()[0]
        #expect(row.hasPrefix("[ ] Milk "))
        #expect(row.hasSuffix("[ Delete ]"))
        #expect(row.count == 40)
    }

    @Test func aCheckboxKeepsItsOwnWidth() {
        #expect(lines()[1] == "[ ] Eggs [ Delete ]")
    }

    @Test func aSwitchBesideASpacerSharesTheRoomAndTheButtonStillEndsTheRow() {
        let row = lines()[2]
        #expect(row.hasPrefix("[ ] Tea "))
        #expect(row.hasSuffix("[ Delete ]"))
        #expect(row.count == 40)
    }
}
