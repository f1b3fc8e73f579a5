/// A translator that turns every step of an evaluator into a complete display state.
///
/// Subscribe with ``PassableStep/translate(with:)``, keeping the returned ``Behavior``:
///
/// ```swift
/// init(_ current: PassableStep<Evaluator.Step>) {
///     behavior = current.translate(with: self)
/// }
/// func translate(step: Evaluator.Step) {
///     switch step {
///     case .loading: showLoading()
///     case .page(let configuration): showPage(configuration)
///     }
/// }
/// ```
public protocol StepTranslating: AnyObject {
    /// The steps this translator understands.
    associatedtype Step: EvaluatorStep

    /// Sets every piece of display state this translator owns for `step`.
    func translate(step: Step)
}

extension PassableStep {
    /// Has `translator` translate the current step now and every step assigned later.
    ///
    /// The subscription holds the translator weakly: an evaluator owns its translator, and a
    /// translator owning its behavior must not be kept alive by it.
    public func translate<Translator: StepTranslating>(with translator: Translator) -> Behavior
    where Translator.Step == Step {
        subject.sink { [weak translator] step in
            translator?.translate(step: step)
        }
    }
}
