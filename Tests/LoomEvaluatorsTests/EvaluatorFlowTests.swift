import Loom
import Testing

@MainActor
@Suite struct EvaluatorFlowTests {
    @Test func viewDidAppearMovesFromLoadingToTheFirstRealStep() {
        let evaluator = CounterEvaluator(performer: MockCounterSaver(succeeds: true))
        #expect(evaluator.translator.countText.string == "…")

        evaluator.viewDidAppear()

        #expect(evaluator.translator.countText.string == "0")
        #expect(!evaluator.translator.isUndoEnabled.bool)
    }

    @Test func undoAndRedoRestoreEvaluatorStateAndItsDisplay() {
        let evaluator = CounterEvaluator(performer: MockCounterSaver(succeeds: true))
        evaluator.viewDidAppear()
        evaluator.evaluate(.increment)
        evaluator.evaluate(.increment)

        evaluator.evaluate(.undo)

        #expect(evaluator.current.step == .counting(CounterConfiguration(count: 1, hasUndo: true, hasRedo: true)))
        #expect(evaluator.translator.countText.string == "1")
        #expect(evaluator.translator.isRedoEnabled.bool)

        evaluator.evaluate(.redo)

        #expect(evaluator.translator.countText.string == "2")
        #expect(!evaluator.translator.isRedoEnabled.bool)
    }

    @Test func aSucceedingPerformerLeadsToTheBezel() async {
        let saver = MockCounterSaver(succeeds: true)
        let evaluator = CounterEvaluator(performer: saver)
        var shown: [String?] = []
        let behavior = evaluator.translator.bezelTranslator.character.subject.sink { shown.append($0) }
        evaluator.viewDidAppear()
        evaluator.evaluate(.increment)

        evaluator.evaluate(.save)
        await evaluator.performances.waitUntilIdle()

        #expect(await saver.saved == [1])
        #expect(shown == ["✓"])
        #expect(!evaluator.translator.alertTranslator.isAlertPresented.bool)
        _ = behavior
    }

    @Test func aFailingPerformerLeadsToTheAlert() async {
        let evaluator = CounterEvaluator(performer: MockCounterSaver(succeeds: false))
        evaluator.viewDidAppear()

        evaluator.evaluate(.save)
        await evaluator.performances.waitUntilIdle()

        #expect(evaluator.translator.alertTranslator.isAlertPresented.bool)
        #expect(evaluator.translator.alertTranslator.alertMessage.string == "0 could not be saved.")
    }

    @Test func droppingTheEvaluatorReleasesItsTranslatorAndPerformer() {
        var saver: MockCounterSaver? = MockCounterSaver(succeeds: true)
        var evaluator: CounterEvaluator? = saver.map { CounterEvaluator(performer: $0) }
        weak let weakSaver = saver
        weak let weakEvaluator = evaluator
        weak let weakTranslator = evaluator?.translator
        saver = nil
        evaluator?.viewDidAppear()

        evaluator = nil

        #expect(weakEvaluator == nil)
        #expect(weakTranslator == nil)
        #expect(weakSaver == nil)
    }
}
