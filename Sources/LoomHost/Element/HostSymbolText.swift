/// The one-cell text form of an `Image(systemName:)` symbol, for renderers that draw with
/// characters (the terminal, the text renderer). The web draws the same names from its own
/// set of masks (`SymbolSet` in LoomWebWire); this table has an entry for each of them.
///
/// Every character is a single-width one found in common monospace fonts (DejaVu Sans Mono,
/// Menlo, Consolas) and has a text presentation by default, so no emoji font is needed and a
/// symbol never shifts the columns after it. Where no character reads as the symbol, a near
/// shape stands in (`trash` is the erase key `⌫`).
/// ```swift
/// HostSymbolText.character(for: "star.fill")   // "★"
/// HostSymbolText.form(for: "no.such.symbol")   // "◌"
/// ```
public enum HostSymbolText {
    /// What a name without an entry shows: a dotted circle, the text cousin of the page's dashed
    /// placeholder square (`□` already stands for `square`, and `?` for `questionmark.circle`).
    public static let unknown: Character = "◌"

    /// The character for `name`, or nil when the table has none.
    public static func character(for name: String) -> Character? { forms[name] }

    /// The character for `name`, or ``unknown``.
    public static func form(for name: String) -> Character { forms[name] ?? unknown }

    /// Every name with a text form.
    public static var names: Set<String> { Set(forms.keys) }

    private static let forms: [String: Character] = [
        // Marks and arrows
        "plus": "+", "minus": "−", "xmark": "×", "checkmark": "✓",
        "chevron.left": "‹", "chevron.right": "›", "chevron.up": "∧", "chevron.down": "∨",
        "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓",
        "arrow.clockwise": "↻", "arrow.counterclockwise": "↺",
        "line.3.horizontal": "≡", "ellipsis": "…", "list.bullet": "•", "slider.horizontal.3": "╪",
        "square.grid.2x2": "⊞",
        // Shapes and circled marks
        "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
        "info.circle": "i", "info.circle.fill": "i", "questionmark.circle": "?",
        "exclamationmark.triangle": "⚠", "exclamationmark.circle": "!",
        "plus.circle": "⊕", "plus.circle.fill": "⊕", "minus.circle": "⊖", "xmark.circle": "⊗", "xmark.circle.fill": "⊗",
        "checkmark.circle": "✓", "checkmark.circle.fill": "✓", "ellipsis.circle": "⋯",
        "clock": "◷", "person.circle": "☺", "globe": "◍", "power": "⊙",
        // Everyday objects
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "trash": "⌫",
        "pencil": "✎", "square.and.pencil": "✎", "gear": "⚙", "gearshape": "⚙",
        "person": "☺", "person.fill": "☻", "person.2": "☺", "magnifyingglass": "⌕",
        "house": "⌂", "house.fill": "⌂", "bell": "♪", "bell.fill": "♪", "envelope": "✉", "calendar": "▦",
        "square.and.arrow.up": "⇧", "square.and.arrow.down": "⇩", "folder": "▭", "folder.fill": "▬",
        "doc": "▯", "doc.text": "≣", "book": "▥", "paperplane": "➢", "paperplane.fill": "➤",
        "bubble.left": "❝", "bubble.left.fill": "❝", "phone": "☏", "phone.fill": "☎",
        "camera": "◙", "photo": "▨", "lock": "◘", "lock.fill": "◘", "lock.open": "◙",
        "bookmark": "▾", "bookmark.fill": "▾", "cart": "¤", "bag": "¤", "creditcard": "▤", "creditcard.fill": "▤",
        "tray": "⊔", "tag": "◊", "link": "∞", "flag": "⚐", "flag.fill": "⚑", "eye": "◎", "eye.slash": "⊘",
        "mic": "⌽", "map": "▧", "mappin": "◉", "location": "➢", "location.fill": "➤", "wifi": "≋",
        "chart.bar": "▟",
        // Media and weather
        "play": "▷", "play.fill": "▶", "pause.fill": "‖", "stop.fill": "■", "forward.fill": "»", "backward.fill": "«",
        "sun.max": "☀", "moon": "☾", "moon.fill": "☾", "cloud": "☁", "bolt": "ϟ", "bolt.fill": "ϟ",
    ]
}
