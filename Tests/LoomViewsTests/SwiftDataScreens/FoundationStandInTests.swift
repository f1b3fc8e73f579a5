import Loom
import LoomTestSupport
import Testing

/// Foundation types SwiftUI code uses that Linux's Foundation lacks: `LocalizedStringResource`
/// and `UndoManager`.
@MainActor
struct FoundationStandInTests {
    private enum Priority {
        case low, high
        var title: LocalizedStringResource {
            switch self {
            case .low: "Low"
            case .high: "High"
            }
        }
    }

    @Test func aStringResourceWithoutATranslationShowsItsKeyOrDefaultValue() {
        #expect(String(localized: Priority.low.title) == "Low")
        let count = 3
        let interpolated: LocalizedStringResource = "\(count) tasks"
        #expect(interpolated.key == "3 tasks")
        #expect(String(localized: LocalizedStringResource("greeting", defaultValue: "Hello")) == "Hello")
        #expect(ViewHarness(Text(Priority.high.title)).text.contains("text \"High\""))
    }

    private final class Counter {
        var value = 0
    }

    /// Adds `amount` and registers its opposite, as an app's own undoable change does.
    private static func add(_ amount: Int, to counter: Counter, in undo: UndoManager) {
        counter.value += amount
        undo.registerUndo(withTarget: counter) { counter in add(-amount, to: counter, in: undo) }
    }

    private func add(_ amount: Int, to counter: Counter, in undo: UndoManager) {
        Self.add(amount, to: counter, in: undo)
    }

    @Test func undoRunsTheLatestActionAndWhatItRegistersCanBeRedone() {
        let undo = UndoManager()
        let counter = Counter()
        add(5, to: counter, in: undo)
        add(2, to: counter, in: undo)
        #expect(undo.canUndo && !undo.canRedo)
        undo.undo()
        #expect(counter.value == 5)
        #expect(undo.canRedo)
        undo.redo()
        #expect(counter.value == 7)
        undo.undo()
        undo.undo()
        #expect(counter.value == 0)
        #expect(!undo.canUndo)
        undo.undo()
        #expect(counter.value == 0)
    }

    @Test func aNewChangeClearsTheRedoStackAndAGroupIsUndoneTogether() {
        let undo = UndoManager()
        let counter = Counter()
        add(1, to: counter, in: undo)
        undo.undo()
        add(10, to: counter, in: undo)
        #expect(!undo.canRedo)
        undo.beginUndoGrouping()
        add(100, to: counter, in: undo)
        add(1000, to: counter, in: undo)
        undo.endUndoGrouping()
        #expect(counter.value == 1110)
        undo.undo()
        #expect(counter.value == 10)
        undo.removeAllActions(withTarget: counter)
        #expect(!undo.canUndo && !undo.canRedo)
    }

    @Test func levelsOfUndoKeepsOnlyTheLatestGroups() {
        let undo = UndoManager()
        undo.levelsOfUndo = 2
        let counter = Counter()
        for _ in 0..<4 { add(1, to: counter, in: undo) }
        undo.undo()
        undo.undo()
        undo.undo()
        #expect(counter.value == 2)
    }
}
