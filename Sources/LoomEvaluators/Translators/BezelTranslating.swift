/// A translator that can flash a character in a bezel: it only has to hold a ``BezelTranslator``.
///
/// With a `CharacterBezel` on the screen, an evaluator shows one with a single line:
///
/// ```swift
/// translator.showBezel("🐣")
/// ```
public protocol BezelTranslating {
    /// The bezel's passable state.
    var bezelTranslator: BezelTranslator { get }
}

extension BezelTranslating {
    /// Flashes `character` in the screen's bezel.
    public func showBezel(character: String) {
        bezelTranslator.character.string = character
    }

    /// Flashes `character` in the screen's bezel.
    public func showBezel(_ character: String) {
        showBezel(character: character)
    }
}
