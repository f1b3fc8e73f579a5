/// A translator that can dismiss its screen: it only has to hold a ``DismissTranslator``.
///
/// Whatever presented the screen subscribes to `dismissTranslator.dismiss` and removes it.
public protocol DismissTranslating {
    /// The dismiss passable.
    var dismissTranslator: DismissTranslator { get }
}

extension DismissTranslating {
    /// Asks whoever presented the screen to take it away.
    public func dismiss() {
        dismissTranslator.dismiss.please()
    }
}
