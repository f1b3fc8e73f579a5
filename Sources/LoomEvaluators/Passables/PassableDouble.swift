/// A passable optional `Double`: setting ``double`` passes it on.
public final class PassableDouble: Passable<Double?> {
    /// The last number passed; every assignment is passed on, even an equal one.
    public var double: Double? {
        didSet { pass(double) }
    }

    /// Creates a passable with no number yet.
    public override init() {
        super.init()
    }
}
