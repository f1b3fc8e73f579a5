import LoomHost

/// An evaluator that handles named actions, leaving a breadcrumb for each.
///
/// Conformers implement ``handle(_:)``; views call ``evaluate(_:)`` through an ``Action`` made
/// by ``action(_:)``, which holds the evaluator weakly:
///
/// ```swift
/// enum UserIntent: EvaluatorAction { case left, right }
/// func handle(_ intent: UserIntent) { … }
///
/// ButtonActionView(action: evaluator?.action(.left), content: AnyView(Text("←")))
/// ```
@MainActor
public protocol ActionEvaluating: AnyObject {
    /// The actions this evaluator handles.
    associatedtype Intent: EvaluatorAction

    /// Where this evaluator's breadcrumbs go.
    var breadcrumbs: BreadcrumbTrail { get }

    /// Does what `intent` asks. Called by ``evaluate(_:)`` after the breadcrumb is recorded.
    func handle(_ intent: Intent)
}

extension ActionEvaluating {
    /// Records a breadcrumb for `intent`, then handles it; does nothing for `nil`.
    public func evaluate(_ intent: Intent?) {
        guard let intent else { return }
        let evaluator = String(describing: type(of: self))
        breadcrumbs.record(ActionBreadcrumb(evaluator: evaluator, action: intent.breadcrumbDescription))
        ArchitectureLog.current?.append(architecture: "Poet", source: evaluator, kind: "action", detail: intent.breadcrumbDescription)
        handle(intent)
    }

    /// An ``Action`` that evaluates `intent` on this evaluator while it exists.
    ///
    /// The closure holds the evaluator weakly, so views holding it never keep it alive.
    public func action(_ intent: Intent) -> Action {
        { [weak self] in self?.evaluate(intent) }
    }
}
