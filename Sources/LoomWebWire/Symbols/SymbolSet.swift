/// The page's own symbol set for `Image(systemName:)`: simple drawings of the SF Symbol names
/// most used in SwiftUI code, made for Loom (no font or emoji needed).
///
/// A symbol reaches the page as `data-symbol="<name>"` on its element; the stylesheet
/// (``stylesheet``, sent with `/loom.css`) gives each known name its drawing as a CSS mask, and
/// any other name the neutral ``placeholder``. `DOMElement` marks unknown names with
/// `data-symbol-missing`, which the page reports in development mode. The terminal and the text
/// renderer show the same names as one character each, from `HostSymbolText` (LoomHost).
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
}
