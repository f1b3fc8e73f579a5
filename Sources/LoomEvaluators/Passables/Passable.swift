import LoomReactive

/// The generic passable every `Passable…` type shares: a subject that passes values on, once.
///
/// Unlike an observable, which mirrors current state, a passable triggers something
/// imperatively: every value sent reaches the current subscribers and is not kept for later ones.
/// Subscribers keep their subscription as a ``Behavior``.
///
/// Like the observables, passables belong to no actor and are not `Sendable`: the document's plain
/// translators and view configurations create and subscribe to them, and Swift keeps each one in
/// the isolation domain that made it (for a screen, the main actor's).
open class Passable<Value> {
    /// The subject subscribers sink on: `passable.subject.sink { … }`.
    ///
    /// - Important: a subscriber that keeps the returned ``Behavior`` must not capture itself
    ///   strongly in the closure (`sink { self.show($0) }`): that is a retain cycle. Capture
    ///   `[weak self]`, as `CharacterBezel.Configuration` does.
    public let subject = PassthroughSubject<Value, Never>()

    /// Creates a passable with no subscribers.
    public init() {}

    /// Passes `value` to every current subscriber.
    public func pass(_ value: Value) {
        subject.send(value)
    }
}
