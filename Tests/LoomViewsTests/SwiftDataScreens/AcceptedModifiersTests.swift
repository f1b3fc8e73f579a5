import Loom
import LoomTestSupport
import Testing

/// Modifiers SwiftUI uses for device-only details, accepted by Loom with no effect: the host
/// tree is the same with them as without.
@MainActor
struct AcceptedModifiersTests {
    private struct Sheetish: View {
        let decorated: Bool
        @State private var detent = PresentationDetent.medium

        var body: some View {
            let row = HStack {
                Image(systemName: "circle")
                Text("42").font(.largeTitle)
                Spacer()
            }
            if decorated {
                row
                    .minimumScaleFactor(0.5)
                    .contentShape(.rect)
                    .contentShape(.interaction, Circle())
                    .contentTransition(.symbolEffect(.replace))
                    .contentTransition(.numericText())
                    .presentationDetents([.medium, .large, .height(200), .fraction(0.3)])
                    .presentationDetents([.medium], selection: $detent)
                    .presentationDragIndicator(.visible)
            } else {
                row
            }
        }
    }

    @Test func theAcceptedModifiersLeaveTheRenderingUnchanged() {
        let plain = ViewHarness(Sheetish(decorated: false)).text
        let decorated = ViewHarness(Sheetish(decorated: true)).text
        #expect(plain == decorated, Comment(rawValue: decorated))
        #expect(decorated.contains("text \"42\""))
    }

    @Test func detentsAreDistinctValues() {
        let detents: Set<PresentationDetent> = [.medium, .large, .height(200), .height(300), .fraction(0.5)]
        #expect(detents.count == 5)
        #expect(PresentationDetent.height(200) == .height(200))
    }
}
