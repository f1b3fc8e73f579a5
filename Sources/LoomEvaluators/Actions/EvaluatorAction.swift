/// A named user intent an evaluator handles, such as `.left` or `.logIn`.
///
/// Each one leaves a breadcrumb when evaluated, described by ``breadcrumbDescription``
/// (by default the value's own description).
public protocol EvaluatorAction: Sendable {
    /// How the action reads in a breadcrumb trail.
    var breadcrumbDescription: String { get }
}

extension EvaluatorAction {
    /// The action's own description, such as `page(index: 2)` for an enum case.
    public var breadcrumbDescription: String {
        String(describing: self)
    }
}
