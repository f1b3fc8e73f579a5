import Foundation
import Loom
import LoomTestSupport
import Testing

/// Smaller names: spring presets, `LabeledContent` with a format, the scene phase.
@MainActor
struct SwiftUIPresetTests {
    @Test func snappyBouncyAndSmoothAreSpringsOfTheirDuration() {
        #expect(Animation.snappy == .spring(duration: 0.5))
        #expect(Animation.bouncy == .spring(duration: 0.5))
        #expect(Animation.smooth(duration: 0.8) == .spring(duration: 0.8))
        #expect(Animation.snappy(duration: 0.3, extraBounce: 0.1) == .spring(duration: 0.3))
        #expect(Animation.bouncy != .easeInOut)
        let text = ViewHarness(Text("A").animation(.snappy, value: 1)).text
        #expect(text.contains("spring"), Comment(rawValue: text))
    }

    @Test func labeledContentShowsTheValueFormatted() {
        let format = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2))
        let text = ViewHarness(Form { LabeledContent("Distance", value: 4.5, format: format) }).text
        #expect(text.contains("text \"Distance\""), Comment(rawValue: text))
        #expect(text.contains("text \"\(format.format(4.5))\""))
        #expect(format.format(4.5).contains("50"))
    }

    @Test func theScenePhaseIsActiveUnlessSet() {
        struct Phase: View {
            @Environment(\.scenePhase) private var phase
            var body: some View { Text(phase == .active ? "active" : "not active") }
        }
        #expect(ViewHarness(Phase()).text.contains("text \"active\""))
        #expect(ViewHarness(Phase().environment(\.scenePhase, .background)).text.contains("text \"not active\""))
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
    }
}
