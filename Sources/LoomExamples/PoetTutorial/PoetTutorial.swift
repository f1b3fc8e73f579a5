/// The paging tutorial: pages of rich text about Loom, built with the Poet pattern.
///
/// Host it with ``PoetTutorial/Screen``; its ``Evaluator`` and ``Translator`` are public so the
/// showcase and tests can drive them directly.
public enum PoetTutorial {
    /// The characters the title bezel picks from.
    public static let emoji = ["🐣", "🧵", "🪡", "🦊", "🌵", "🎈", "🐙", "🍋"]
}
