import Loom
import Testing

@MainActor
@Suite struct ActionTests {
    @Test func evaluatingAnActionCallsItsClosure() {
        var calls = 0
        let action: Action = { calls += 1 }

        action.evaluate()
        action.evaluate()

        #expect(calls == 2)
    }

    @Test func evaluatedIntentsLeaveBreadcrumbsInOrder() {
        let evaluator = CounterEvaluator(performer: MockCounterSaver(succeeds: true))

        evaluator.action(.increment).evaluate()
        evaluator.evaluate(.undo)
        evaluator.evaluate(nil)

        #expect(evaluator.breadcrumbs.breadcrumbs == [
            ActionBreadcrumb(evaluator: "CounterEvaluator", action: "increment"),
            ActionBreadcrumb(evaluator: "CounterEvaluator", action: "undo"),
        ])
    }

    @Test func breadcrumbTrailKeepsOnlyTheNewestUpToItsLimitAndLogsEach() {
        var logged: [String] = []
        let trail = BreadcrumbTrail(limit: 2) { logged.append($0.description) }

        for name in ["a", "b", "c"] {
            trail.record(ActionBreadcrumb(evaluator: "E", action: name))
        }

        #expect(trail.breadcrumbs.map(\.action) == ["b", "c"])
        #expect(logged == ["E: a", "E: b", "E: c"])
        trail.clear()
        #expect(trail.breadcrumbs.isEmpty)
    }

    @Test func anActionHoldsItsEvaluatorWeakly() {
        var evaluator: CounterEvaluator? = CounterEvaluator(performer: MockCounterSaver(succeeds: true))
        weak let weakEvaluator = evaluator
        let action = evaluator?.action(.increment)

        evaluator = nil

        #expect(weakEvaluator == nil)
        action.evaluate()  // the evaluator is gone: nothing happens, nothing crashes
    }
}
