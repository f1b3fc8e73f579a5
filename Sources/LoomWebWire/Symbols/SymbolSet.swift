/// The page's own symbol set for `Image(systemName:)`: simple drawings of the SF Symbol names
/// most used in SwiftUI code, made for Loom (no font or emoji needed).
///
/// A symbol reaches the page as `data-symbol="<name>"` on its element; the stylesheet
/// (``stylesheet``, sent with `/loom.css`) gives each known name its drawing as a CSS mask, and
/// any other name the neutral ``placeholder``. `DOMElement` marks unknown names with
/// `data-symbol-missing`, which the page reports in development mode.
public enum SymbolSet {
    /// Whether the set draws `name`.
    public static func contains(_ name: String) -> Bool { drawings[name] != nil }

    /// Every name the set draws, sorted.
    public static var names: [String] { drawings.keys.sorted() }

    /// A dashed rounded square: what a name the set does not know looks like.
    static let placeholder = SymbolDrawing(
        outline: "M7 4h2M11 4h2M15 4h2M20 7v2M20 11v2M20 15v2M17 20h-2M13 20h-2M9 20H7M4 17v-2M4 13v-2M4 9V7")

    /// CSS rules giving each symbol its drawing, in the custom property `--lm-symbol` that the
    /// stylesheet's `.lm-image[data-symbol]` rule uses as a mask. Built once.
    public static let stylesheet: String = {
        var css = "/* Loom's symbol set (LoomWebWire/Symbols): one mask per name. */\n"
        css += ".lm-image[data-symbol]{--lm-symbol:url(\"\(placeholder.dataURL)\")}\n"
        for name in names {
            guard let drawing = drawings[name] else { continue }
            css += ".lm-image[data-symbol=\"\(name)\"]{--lm-symbol:url(\"\(drawing.dataURL)\")}\n"
        }
        return css
    }()

    /// A short text form of a symbol for renderers without drawings (a terminal, plain text):
    /// one character where a common one fits, otherwise the name in brackets.
    public static func text(for name: String) -> String {
        textForms[name] ?? "[\(name)]"
    }

    static let textForms: [String: String] = [
        "plus": "+", "minus": "−", "xmark": "×", "checkmark": "✓", "star": "☆", "star.fill": "★", "heart": "♡",
        "heart.fill": "♥", "chevron.left": "‹", "chevron.right": "›", "chevron.up": "˄", "chevron.down": "˅",
        "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓", "ellipsis": "…",
        "line.3.horizontal": "≡", "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
        "info.circle": "ⓘ", "exclamationmark.triangle": "⚠", "play.fill": "▶", "pause.fill": "⏸", "stop.fill": "■",
        "checkmark.circle": "✓", "checkmark.circle.fill": "✓", "xmark.circle": "×", "xmark.circle.fill": "×",
        "plus.circle": "+", "plus.circle.fill": "+", "minus.circle": "−", "arrow.clockwise": "↻",
        "arrow.counterclockwise": "↺", "sun.max": "☀", "moon": "☾", "moon.fill": "☾", "bolt": "ϟ", "bolt.fill": "ϟ",
    ]
}
