import LoomHost

/// A font for text: a semantic style, or a fixed size, with a weight and a design.
public struct Font: Hashable, Sendable {
    var host: HostFont

    public static let largeTitle = Font(host: HostFont(style: .largeTitle))
    public static let title = Font(host: HostFont(style: .title))
    public static let title2 = Font(host: HostFont(style: .title2))
    public static let title3 = Font(host: HostFont(style: .title3))
    public static let headline = Font(host: HostFont(style: .headline))
    public static let subheadline = Font(host: HostFont(style: .subheadline))
    public static let body = Font(host: HostFont(style: .body))
    public static let callout = Font(host: HostFont(style: .callout))
    public static let footnote = Font(host: HostFont(style: .footnote))
    public static let caption = Font(host: HostFont(style: .caption))
    public static let caption2 = Font(host: HostFont(style: .caption2))

    /// A font of a fixed size.
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(host: HostFont(size: size, weight: weight.host, monospaced: design == .monospaced))
    }

    /// The same font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.host.weight = weight.host
        return font
    }

    /// The same font in its monospaced design.
    public func monospaced() -> Font {
        var font = self
        font.host.monospaced = true
        return font
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        let host: HostFontWeight
        public static let ultraLight = Weight(host: .ultraLight)
        public static let thin = Weight(host: .thin)
        public static let light = Weight(host: .light)
        public static let regular = Weight(host: .regular)
        public static let medium = Weight(host: .medium)
        public static let semibold = Weight(host: .semibold)
        public static let bold = Weight(host: .bold)
        public static let heavy = Weight(host: .heavy)
        public static let black = Weight(host: .black)
    }

    /// A font design. Renderers draw `monospaced` in a fixed-width face; `rounded` and `serif`
    /// are accepted and drawn in the default face (the host font has no such variants yet).
    public enum Design: Hashable, Sendable {
        case `default`, monospaced, rounded, serif
    }
}
