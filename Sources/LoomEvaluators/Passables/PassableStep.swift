import LoomReactive

/// An evaluator's current step, passed to its translator on every assignment.
///
/// Unlike the other passables, a step is state, not an event: a subscriber receives the current
/// step at once when it subscribes, then every step assigned after that. So a translator
/// subscribing in its `init` translates the initial step too, and never shows a partial state.
///
/// ```swift
/// let current = PassableStep(Step.loading)
/// current.step = .page(configuration)     // the translator translates it now
/// ```
///
/// Belongs to no actor, like the other passables, so a plain evaluator or translator can hold it.
public final class PassableStep<Step: EvaluatorStep> {
    /// The subject a translator sinks on; it replays the current step to a new subscriber.
    ///
    /// - Important: the document's `behavior = step.subject.sink { value in self.translate(step: value) }`
    ///   captures the translator strongly inside its own behavior: a retain cycle, and the
    ///   translator outlives its screen. Subscribe with ``translate(with:)``, which holds the
    ///   translator weakly, or write `sink { [weak self] value in self?.translate(step: value) }`.
    public let subject: CurrentValueSubject<Step, Never>

    /// Creates a passable step starting at `step`.
    public init(_ step: Step) {
        subject = CurrentValueSubject(step)
    }

    /// The evaluator's current step; every assignment is passed on, even an equal one.
    public var step: Step {
        get { subject.value }
        set { subject.send(newValue) }
    }
}
