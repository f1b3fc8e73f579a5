import LoomHost

extension Font {
    /// A semantic text style, for `Font.system(_:design:weight:)`.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// The system font in a text style, optionally in another design or weight, as in SwiftUI:
    ///
    /// ```swift
    /// Text("42").font(.system(.largeTitle, design: .rounded))
    /// ```
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(host: HostFont(
            style: HostTextStyle(rawValue: style.rawValue) ?? .body, weight: weight?.host, monospaced: design == .monospaced))
    }

    /// The same font with digits of equal width, so changing numbers do not shift their
    /// neighbours. Accepted: Loom's host font has no separate digit setting yet, so renderers
    /// draw digits as the font does (the terminal's are of equal width anyway).
    public func monospacedDigit() -> Font { self }
}

extension View {
    /// Digits of equal width for the text below (see ``Font/monospacedDigit()``). Accepted, no
    /// effect yet.
    public func monospacedDigit() -> Self { self }
}
