extension Image {
    /// How a resizable image fills extra space.
    public enum ResizingMode: Hashable, Sendable {
        case stretch, tile
    }

    /// Lets the image grow or shrink to the frame it is given, as in SwiftUI:
    ///
    /// ```swift
    /// Image(systemName: "wifi")
    ///     .resizable()
    ///     .frame(width: 20, height: 20)
    /// ```
    /// The host element carries the style `resizable`; the web page centres the symbol in the box
    /// its frame gives (a symbol is a glyph, so it keeps the font's size).
    /// `capInsets` and `resizingMode` are accepted (symbols have no caps to keep or tiles to repeat).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }
}
