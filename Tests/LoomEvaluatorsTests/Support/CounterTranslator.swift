import Loom

/// Translates every ``CounterStep`` into the counter's complete display state.
@MainActor
final class CounterTranslator: StepTranslating, AlertTranslating, BezelTranslating {
    let alertTranslator = AlertTranslator()
    let bezelTranslator = BezelTranslator()
    let countText = ObservableString()
    let isUndoEnabled = ObservableBool()
    let isRedoEnabled = ObservableBool()
    private(set) var translatedSteps = 0
    private var behavior: Behavior?

    init(_ current: PassableStep<CounterStep>) {
        behavior = current.translate(with: self)
    }

    func translate(step: CounterStep) {
        translatedSteps += 1
        switch step {
        case .loading:
            countText.string = "…"
            isUndoEnabled.bool = false
            isRedoEnabled.bool = false
        case .counting(let configuration):
            countText.string = "\(configuration.count)"
            isUndoEnabled.bool = configuration.hasUndo
            isRedoEnabled.bool = configuration.hasRedo
        }
    }
}
