import Foundation
import LoomHost

extension CSSStyle {
    /// The text colour for an element painted with an opaque `background` and given no
    /// foreground of its own: black or white, whichever contrasts more with the background (WCAG's
    /// relative luminance). Without it a button keeps the accent colour on whatever it is painted
    /// with, which made the Katana counter's `.background(.blue)` buttons blue on blue.
    ///
    /// Backgrounds mostly transparent (opacity under one half) let the page show through, so
    /// the page's own text colour stays: `nil`.
    static func readableText(on background: HostColor) -> String? {
        guard background.opacity >= 0.5 else { return nil }
        let luminance = relativeLuminance(background)
        let againstBlack = (luminance + 0.05) / 0.05
        let againstWhite = 1.05 / (luminance + 0.05)
        return againstBlack >= againstWhite ? "#000" : "#fff"
    }

    /// WCAG 2's relative luminance of an sRGB colour (0 black … 1 white).
    static func relativeLuminance(_ color: HostColor) -> Double {
        func linear(_ channel: Double) -> Double {
            let value = min(1, max(0, channel))
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The standard colours with an ink shade in `loom.css` (made once, not per element).
    private static let inkedColorNames: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "blue", "indigo", "purple", "pink", "brown", "gray",
    ]

    /// The CSS colour of text drawn in `color`: a standard colour (`.green`, `.red`, …) at full
    /// opacity is its ink shade (`var(--lm-ink-green)` in `loom.css`: darker on light, lighter on
    /// dark), because the standard colours themselves read at as little as 2:1 on a white page.
    /// A shape fills with its text colour (`currentColor`), so shapes keep the colour itself.
    static func textColor(_ color: HostColor, kind: HostElementKind, style: String?) -> String {
        guard let name = color.name, inkedColorNames.contains(name), color.opacity == 1, !(kind == .container && style?.hasPrefix("shape") == true) else {
            return Self.color(color)
        }
        return "var(--lm-ink-\(name))"
    }
}
