/// A colour as a renderer needs it: components in 0...1 and, for the standard colours, a name.
public struct HostColor: Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double
    /// The standard colour's name (`"red"`), so renderers can pick their own shade of it.
    public var name: String?

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1, name: String? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.name = name
    }
}

/// The semantic text styles, from largest to smallest.
public enum HostTextStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
}

/// A font weight.
public enum HostFontWeight: String, Hashable, Sendable, Codable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// A font: a semantic style or a fixed size, a weight and a design.
public struct HostFont: Hashable, Sendable, Codable {
    public var style: HostTextStyle?
    public var size: Double?
    public var weight: HostFontWeight?
    public var monospaced: Bool

    public init(style: HostTextStyle? = nil, size: Double? = nil, weight: HostFontWeight? = nil, monospaced: Bool = false) {
        self.style = style
        self.size = size
        self.weight = weight
        self.monospaced = monospaced
    }
}

/// Insets on the four edges, in points (a terminal renderer reads them as cells).
public struct HostEdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// How children line up across a stack's axis, or inside a frame or a `ZStack`.
public enum HostAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// A fixed or bounded size; `nil` leaves that dimension to the content.
public struct HostFrame: Hashable, Sendable, Codable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?
    public var alignment: HostAlignment

    public init(
        width: Double? = nil, height: Double? = nil,
        minWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: HostAlignment = .center
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// One layout or paint step around an element. An element keeps them in order, innermost first,
/// because order matters: padding then background paints behind the padding, the other way
/// round it does not.
public enum HostBoxModifier: Hashable, Sendable, Codable {
    case padding(HostEdgeInsets)
    case frame(HostFrame)
    case background(HostColor)
    case opacity(Double)
}

/// How a change should be animated by renderers that can (see `withAnimation`).
public struct HostAnimation: Hashable, Sendable, Codable {
    /// Duration in seconds.
    public var duration: Double
    /// The timing curve's name (`"easeInOut"`, `"linear"`, …).
    public var curve: String
    /// Seconds to wait before starting.
    public var delay: Double
    /// How many times the animation runs; `0` repeats it forever.
    public var repeatCount: Int
    /// Whether every other repetition runs backwards.
    public var autoreverses: Bool

    public init(duration: Double, curve: String, delay: Double = 0, repeatCount: Int = 1, autoreverses: Bool = false) {
        self.duration = duration
        self.curve = curve
        self.delay = delay
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
    }
}

/// How a screen is shown.
public enum HostPresentation: String, Hashable, Sendable, Codable, CaseIterable {
    /// Pushed: it replaces what is below in the same place (a navigation stack).
    case push
    /// Presented modally: over what is below, which stays visible behind it.
    case modal
    /// Presented modally over the whole window (`fullScreenCover`).
    case fullScreen
}
