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
struct CharacterBezelWrapped: View {
    @ObservedObject var character: ObservableString
    @ObservedObject var opacity: ObservableDouble

    var body: some View {
        if opacity.double > 0 {
            Text(character.string)
                .font(.largeTitle)
                .padding(24)
                .background(.secondary)
                .opacity(opacity.double)
        }
    }
}
