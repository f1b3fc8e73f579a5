import Loom

/// Translates every ``CounterStep`` into the counter's complete display state.
///
/// Main-actor bound, so it conforms to the (actor-free) translating protocols on the main actor:
/// the `@MainActor` conformances Swift 6.2 offers, which the compiler's fix-it suggests.
@MainActor
final class CounterTranslator: @MainActor StepTranslating, @MainActor AlertTranslating, @MainActor BezelTranslating {
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
