import LoomViews

/// Flashes a character (an emoji) in a bezel each time a ``PassableString`` passes one, then
/// hides it again.
///
/// Make the configuration once, where the screen is made, so it keeps a single subscription:
///
/// ```swift
/// let bezel = CharacterBezel.Configuration(character: translator.bezelTranslator.character)
/// …
/// ZStack { content; CharacterBezel(configuration: bezel) }
/// ```
/// The bezel is a plain struct, so it does not change its own values: its ``Configuration``
/// does, and a wrapped view observes them.
public struct CharacterBezel: View {
    /// The state the bezel shows.
    public let configuration: Configuration

    /// Creates a bezel showing `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// The bezel, visible while the configuration's opacity is above zero.
    public var body: some View {
        CharacterBezelWrapped(character: configuration.character, opacity: configuration.opacity)
    }
}

/// Observes the bezel's character and opacity; shows itself only while it is visible.
///
/// Public, as in the document, so a screen can show a bezel from observables of its own.
public struct CharacterBezelWrapped: View {
    /// The character shown.
    @ObservedObject public var character: ObservableString
    /// 1 while the bezel shows, 0 when hidden.
    @ObservedObject public var opacity: ObservableDouble

    /// Creates a bezel observing `character` and `opacity`.
    public init(character: ObservableString, opacity: ObservableDouble) {
        self.character = character
        self.opacity = opacity
    }

    /// The character in a bezel, while the opacity is above zero.
    public var body: some View {
        if opacity.double > 0 {
            Text(character.string)
                .font(.largeTitle)
                .padding(24)
                .background(.secondary)
                .opacity(opacity.double)
        }
    }
}
