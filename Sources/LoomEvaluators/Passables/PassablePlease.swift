/// A passable that carries no value at all: calling ``please()`` is the whole message.
///
/// ```swift
/// let dismiss = PassablePlease()
/// dismiss.please()          // every subscriber hears it once
/// ```
public final class PassablePlease: Passable<Void> {
    /// Creates a passable with no subscribers.
    public override init() {
        super.init()
    }

    /// Asks every current subscriber to do its thing.
    public func please() {
        pass(())
    }
}
