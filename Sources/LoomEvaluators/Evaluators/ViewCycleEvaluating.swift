/// An evaluator that learns where its screen is in the view cycle.
///
/// A screen calls ``viewDidAppear()`` from `onAppear`; that is when most evaluators show their
/// first real step. Tests call it directly to wake an evaluator up.
@MainActor
public protocol ViewCycleEvaluating: AnyObject {
    /// The screen appeared.
    func viewDidAppear()
    /// The screen went away. Does nothing unless implemented.
    func viewDidDisappear()
}

extension ViewCycleEvaluating {
    /// Does nothing: most evaluators only care about appearing.
    public func viewDidDisappear() {}
}
