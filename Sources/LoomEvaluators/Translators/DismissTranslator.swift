/// The passable behind dismissing a screen, held by any translator that is ``DismissTranslating``.
public struct DismissTranslator {
    /// Pleased when the evaluator wants its screen to go away; whoever presented it listens.
    public let dismiss = PassablePlease()

    /// Creates a dismiss translator nobody listens to yet.
    public init() {}
}
