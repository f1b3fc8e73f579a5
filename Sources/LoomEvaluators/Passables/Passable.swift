import LoomReactive

/// The generic passable every `Passable…` type shares: a subject that passes values on, once.
///
/// Unlike an observable, which mirrors current state, a passable triggers something
/// imperatively: every value sent reaches the current subscribers and is not kept for later ones.
/// Subscribers keep their subscription as a ``Behavior``.
@MainActor
open class Passable<Value> {
    /// The subject subscribers sink on. Values are always sent on the main actor.
    public let subject = PassthroughSubject<Value, Never>()

    /// Creates a passable with no subscribers.
    public init() {}

    /// Passes `value` to every current subscriber.
    public func pass(_ value: Value) {
        subject.send(value)
    }
}
