import Loom
import Testing

@Suite struct StateHistoryTests {
    @Test func aNewHistoryHasNothingToUndoOrRedo() {
        var history = StateHistory(initial: "a")
        #expect(!history.hasUndoHistory)
        #expect(!history.hasRedoHistory)
        #expect(history.undo() == nil)
        #expect(history.redo() == nil)
        #expect(history.current == "a")
    }

    @Test func undoAndRedoWalkBackAndForthThroughRecordedStates() {
        var history = StateHistory(initial: 0)
        history.record(1)
        history.record(2)

        #expect(history.undo() == 1)
        #expect(history.undo() == 0)
        #expect(history.undo() == nil)
        #expect(history.hasRedoHistory)
        #expect(history.redo() == 1)
        #expect(history.redo() == 2)
        #expect(history.redo() == nil)
        #expect(history.current == 2)
    }

    @Test func recordingAfterAnUndoDropsTheRedoHistory() {
        var history = StateHistory(initial: 0)
        history.record(1)
        _ = history.undo()

        history.record(5)

        #expect(!history.hasRedoHistory)
        #expect(history.undo() == 0)
    }

    @Test func clearForgetsHistoryButKeepsTheCurrentState() {
        var history = StateHistory(initial: 0)
        history.record(1)
        history.record(2)
        _ = history.undo()

        history.clear()

        #expect(!history.hasUndoHistory)
        #expect(!history.hasRedoHistory)
        #expect(history.current == 1)
    }

    @Test func historyKeepsAtMostItsLimitOfUndoSteps() {
        var history = StateHistory(initial: 0, limit: 2)
        for value in 1...4 {
            history.record(value)
        }

        #expect(history.undo() == 3)
        #expect(history.undo() == 2)
        #expect(history.undo() == nil)
    }
}
