/// One evaluated action, recorded for debugging: which evaluator handled what.
public struct ActionBreadcrumb: Sendable, Equatable, CustomStringConvertible {
    /// The evaluator's type name, such as `PoetTutorial.Evaluator`.
    public let evaluator: String
    /// The action's ``EvaluatorAction/breadcrumbDescription``.
    public let action: String

    /// Creates a breadcrumb.
    public init(evaluator: String, action: String) {
        self.evaluator = evaluator
        self.action = action
    }

    /// `Evaluator: action`, the form a breadcrumb is logged in.
    public var description: String {
        "\(evaluator): \(action)"
    }
}
