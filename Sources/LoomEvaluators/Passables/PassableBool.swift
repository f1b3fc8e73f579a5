/// A passable optional `Bool`: setting ``bool`` passes it on.
public final class PassableBool: Passable<Bool?> {
    /// The last flag passed; every assignment is passed on, even an equal one.
    public var bool: Bool? {
        didSet { pass(bool) }
    }

    /// Creates a passable with no flag yet.
    public override init() {
        super.init()
    }
}
