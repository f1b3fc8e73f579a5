/// A passable optional `String`: setting ``string`` passes it on, for instance to a bezel.
///
/// ```swift
/// bezelTranslator.character.string = "🐣"
/// ```
public final class PassableString: Passable<String?> {
    /// The last string passed; every assignment is passed on, even an equal one.
    public var string: String? {
        didSet { pass(string) }
    }

    /// Creates a passable with no string yet.
    public override init() {
        super.init()
    }
}
