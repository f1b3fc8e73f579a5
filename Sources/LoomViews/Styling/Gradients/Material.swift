/// A translucent backdrop, thinner or thicker: `.background(.thickMaterial, in: .rect(cornerRadius: 10))`.
///
/// SwiftUI blurs what lies behind a material. Loom paints it as a translucent light grey, more
/// opaque the thicker the material, so text on it stays readable over whatever is behind; the page
/// and the terminal do not blur. It reaches renderers as a gradient of one colour (see
/// ``ShapeStyle``), so every renderer that draws gradients draws materials.
public struct Material: ShapeStyle, Hashable {
    /// How much of what is behind the material is hidden, from 0 (all shows) to 1 (none).
    let opacity: Double

    /// The thinnest material: most of what is behind shows through.
    public static let ultraThin = Material(opacity: 0.35)
    /// A thin material.
    public static let thin = Material(opacity: 0.5)
    /// The default material.
    public static let regular = Material(opacity: 0.65)
    /// A thick material: little of what is behind shows through.
    public static let thick = Material(opacity: 0.8)
    /// The thickest material.
    public static let ultraThick = Material(opacity: 0.92)
    /// The material of toolbars and tab bars.
    public static let bar = Material(opacity: 0.85)

    /// The material's colour: a light grey with the material's opacity.
    var color: Color { Color(red: 0.96, green: 0.96, blue: 0.97, opacity: opacity) }

    public var _paintToken: String? { LinearGradient(colors: [color, color], startPoint: .top, endPoint: .bottom)._paintToken }
}

extension ShapeStyle where Self == Material {
    /// ``Material/ultraThin``.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// ``Material/thin``.
    public static var thinMaterial: Material { .thin }
    /// ``Material/regular``.
    public static var regularMaterial: Material { .regular }
    /// ``Material/thick``.
    public static var thickMaterial: Material { .thick }
    /// ``Material/ultraThick``.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// ``Material/bar``.
    public static var bar: Material { .bar }
}
