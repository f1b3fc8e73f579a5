import Loom

/// A small screen's evaluator used to exercise the Poet building blocks together.
struct CounterConfiguration: Equatable, Sendable {
    var count: Int
    var hasUndo = false
    var hasRedo = false
}

enum CounterStep: EvaluatorStep, Equatable {
    case loading
    case counting(CounterConfiguration)
}

enum CounterIntent: EvaluatorAction {
    case increment, decrement, undo, redo, save
}

/// Saves a count somewhere slow; tests swap in a mock.
protocol CounterSaving: AnyObject, Sendable {
    func save(_ count: Int) async -> Bool
}

@MainActor
final class CounterEvaluator {
    let current = PassableStep(CounterStep.loading)
    let translator: CounterTranslator
    let breadcrumbs = BreadcrumbTrail(limit: 3)
    let performances = Performances()
    private let performer: any CounterSaving
    private var history = StateHistory(initial: 0)

    init(performer: any CounterSaving) {
        self.performer = performer
        translator = CounterTranslator(current)
    }

    private func showCount() {
        current.step = .counting(
            CounterConfiguration(
                count: history.current,
                hasUndo: history.hasUndoHistory,
                hasRedo: history.hasRedoHistory
            )
        )
    }

    private func finishSaving(_ count: Int, succeeded: Bool) {
        if succeeded {
            translator.showBezel("✓")
        } else {
            translator.showAlert(title: "Not saved", message: "\(count) could not be saved.")
        }
    }
}

extension CounterEvaluator: ViewCycleEvaluating {
    func viewDidAppear() {
        showCount()
    }
}

extension CounterEvaluator: ActionEvaluating {
    func handle(_ intent: CounterIntent) {
        switch intent {
        case .increment:
            history.record(history.current + 1)
        case .decrement:
            history.record(history.current - 1)
        case .undo:
            _ = history.undo()
        case .redo:
            _ = history.redo()
        case .save:
            let count = history.current
            performances.run { [weak self, performer] in
                let succeeded = await performer.save(count)
                self?.finishSaving(count, succeeded: succeeded)
            }
            return
        }
        showCount()
    }
}
