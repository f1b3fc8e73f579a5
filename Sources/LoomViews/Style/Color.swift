import LoomHost

/// A colour for text, symbols and backgrounds.
public struct Color: Hashable, Sendable {
    let host: HostColor

    /// A colour from red, green and blue components in 0...1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        host = HostColor(red: red, green: green, blue: blue, opacity: opacity)
    }

    private init(_ name: String, _ red: Double, _ green: Double, _ blue: Double, opacity: Double = 1) {
        host = HostColor(red: red, green: green, blue: blue, opacity: opacity, name: name)
    }

    /// The same colour with a different opacity.
    public func opacity(_ opacity: Double) -> Color {
        var color = self
        var host = color.host
        host.opacity = opacity
        color = Color(host: host)
        return color
    }

    init(host: HostColor) { self.host = host }

    public static let black = Color("black", 0, 0, 0)
    public static let white = Color("white", 1, 1, 1)
    public static let gray = Color("gray", 0.56, 0.56, 0.58)
    public static let red = Color("red", 1, 0.23, 0.19)
    public static let orange = Color("orange", 1, 0.58, 0)
    public static let yellow = Color("yellow", 1, 0.8, 0)
    public static let green = Color("green", 0.2, 0.78, 0.35)
    public static let mint = Color("mint", 0, 0.78, 0.75)
    public static let teal = Color("teal", 0.19, 0.69, 0.78)
    public static let blue = Color("blue", 0, 0.48, 1)
    public static let indigo = Color("indigo", 0.35, 0.34, 0.84)
    public static let purple = Color("purple", 0.69, 0.32, 0.87)
    public static let pink = Color("pink", 1, 0.18, 0.33)
    public static let brown = Color("brown", 0.64, 0.52, 0.37)
    public static let clear = Color("clear", 0, 0, 0, opacity: 0)
    /// The main text colour of the renderer's theme.
    public static let primary = Color("primary", 0, 0, 0)
    /// The secondary text colour of the renderer's theme.
    public static let secondary = Color("secondary", 0.24, 0.24, 0.26, opacity: 0.6)
    /// The accent colour of the renderer's theme.
    public static let accentColor = Color("accent", 0, 0.48, 1)
    /// The background colour of the renderer's theme (the page's surface), named as SwiftUI's
    /// `BackgroundStyle` in `.foregroundStyle(.background)`: text that reads on an accent fill.
    static let themeBackground = Color("background", 1, 1, 1)
}

extension ShapeStyle where Self == Color {
    /// The background colour of the renderer's theme: `Text("New").foregroundStyle(.background)`
    /// on a coloured capsule. It follows the page's light or dark scheme.
    public static var background: Color { .themeBackground }
}
