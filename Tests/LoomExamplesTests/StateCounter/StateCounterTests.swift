import LoomExamples
import LoomTestSupport
import Testing

@MainActor
struct StateCounterTests {
    @Test func counterIncrementsByTheChosenStepAndResets() throws {
        let ui = ViewHarness(StateCounterApp())
        try ui.expectSnapshot(named: "state-counter-initial")
        try ui.tap("Increment")
        try ui.tap("5")
        try ui.tap("Increment")
        try ui.expectSnapshot(named: "state-counter-after-steps")
        try ui.tap("Reset")
        #expect(ui.text.contains("text \"Count: 0\""))
        #expect(ui.text.contains("button \"Reset\" disabled"))
        try ui.verifyReplay()
    }

    @Test func parityViewOnlyRerendersWhenParityFlips() throws {
        let ui = ViewHarness(StateCounterApp())
        try ui.tap("10")
        let bodies = ui.host.statistics.bodies
        try ui.tap("Increment")
        // StateCounterApp only: Parity's input (even) is unchanged, StepPicker's binding is stable.
        #expect(ui.host.statistics.bodies == bodies + 1)
    }
}
