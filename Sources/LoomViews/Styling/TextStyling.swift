import Foundation

/// How the lines of multiline text line up.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

extension View {
    /// Sets the colour of text, symbols and shapes below (as `foregroundColor` does).
    public func foregroundStyle(_ color: Color) -> some View {
        foregroundColor(color)
    }

    /// Sets the accent colour of the controls below: buttons, toggles and links take it.
    public func tint(_ color: Color?) -> some View {
        LookContainer(style: "tint", color: color, content: self)
    }

    /// The older name of `tint(_:)`.
    public func accentColor(_ color: Color?) -> some View {
        tint(color)
    }

    /// Slants text below.
    public func italic(_ isActive: Bool = true) -> some View {
        LookContainer(style: isActive ? "italic" : "upright", color: nil, content: self)
    }

    /// Underlines text below, in `color` if given.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        LookContainer(style: isActive ? "underline" : "undecorated", color: nil, content: self)
    }

    /// Strikes through text below.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        LookContainer(style: isActive ? "strikethrough" : "undecorated", color: nil, content: self)
    }

    /// Sets the weight of the font of text below, keeping its size.
    ///
    /// The weight is an environment value of its own, applied over whatever font text ends up
    /// with, so `Text("A").font(.title).fontWeight(.bold)` and `.fontWeight(.bold).font(.title)`
    /// are both a bold title (as in SwiftUI). Merging it into `font` instead would lose it to a
    /// `font` set closer to the text.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.fontWeight, weight)
    }

    /// Lines multiline text below up at the leading edge, centre or trailing edge.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        LookContainer(style: "align-\(alignment)", color: nil, content: self)
    }

    /// Shows at most `limit` lines of text below, ending a cut line with an ellipsis.
    public func lineLimit(_ limit: Int?) -> some View {
        EffectContainer(token: "lines:" + (limit.map(String.init) ?? "none"), color: nil, content: self)
    }

    /// Shows between the range's bounds of lines (the upper bound is the limit).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(limit.upperBound)
    }

    /// How far text below may shrink to fit its line before it is cut. Accepted, no effect: a
    /// page and a terminal wrap text or cut it with an ellipsis (`lineLimit`) at its own size,
    /// since shrinking by a measured factor needs the layout SwiftUI does on device.
    public func minimumScaleFactor(_ factor: Double) -> Self { self }

    /// Scales symbols below: `.small`, `.medium` or `.large`.
    public func imageScale(_ scale: Image.Scale) -> some View {
        LookContainer(style: "imageScale-\(scale)", color: nil, content: self)
    }
}

extension Image {
    /// The relative size of symbols.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    /// One of the app's own images, by name: `Image("logo", bundle: .module)`.
    ///
    /// The web page loads it from the app's static files (`/static/logo`, which finds
    /// `logo.png`, `logo.svg`, … in the folder of its `WebAssets`); the text renderer shows the
    /// name. The bundle is accepted for SwiftUI's signature: which files a page may load is
    /// decided by the app's `WebAssets`, not by each image.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(systemName: name)
        resourceName = name
    }
}

private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }

extension EnvironmentValues {
    /// The weight set by `fontWeight(_:)`, which wins over the weight of `font`.
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// The font text is drawn in: `font` (or `.body`) with `fontWeight` applied, `nil` when
    /// neither is set.
    var resolvedFont: Font? {
        guard let weight = fontWeight else { return font }
        return (font ?? .body).weight(weight)
    }
}

extension Text {
    /// Text showing `input` formatted by `format`: `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(format.format(input))
    }
}

extension DefaultStringInterpolation {
    /// `"\(value, specifier: "%.2f")"`: a number formatted by a `printf` specifier, as in
    /// SwiftUI's text interpolation.
    public mutating func appendInterpolation<Number: BinaryFloatingPoint>(_ value: Number, specifier: String) {
        appendLiteral(String(format: specifier, Double(value)))
    }

    /// `"\(count, specifier: "%d")"`.
    public mutating func appendInterpolation<Number: BinaryInteger>(_ value: Number, specifier: String) {
        appendLiteral(String(format: specifier, Int(value)))
    }

    /// `"\(date, format: .dateTime.hour())"`: a value formatted by a format style.
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
        appendLiteral(format.format(value))
    }
}
