/// The passable behind a character bezel, held by any translator that is ``BezelTranslating``.
public struct BezelTranslator {
    /// The character to flash; each assignment shows the bezel again.
    public let character = PassableString()

    /// Creates a bezel translator nobody listens to yet.
    public init() {}
}
