/// A trait of a `#Preview`: its layout or the device orientation it shows.
///
/// The names are SwiftUI's, so `#Preview(traits: .landscapeLeft)` compiles unchanged. Loom keeps
/// them on the preview type (``LoomPreview/traits``); the web and text renderers lay a preview out
/// like any other view, since they have no device frame to rotate.
public struct PreviewTrait: Hashable, Sendable, CustomStringConvertible {
    /// What the trait asks for, e.g. `sizeThatFitsLayout` or `fixedLayout(320x568)`.
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    /// The preview takes the size of a device screen.
    public static let defaultLayout = PreviewTrait("defaultLayout")
    /// The preview is as large as its content.
    public static let sizeThatFitsLayout = PreviewTrait("sizeThatFitsLayout")
    /// The preview has a fixed size.
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait {
        PreviewTrait("fixedLayout(\(width)x\(height))")
    }
    public static let portrait = PreviewTrait("portrait")
    public static let portraitUpsideDown = PreviewTrait("portraitUpsideDown")
    public static let landscapeLeft = PreviewTrait("landscapeLeft")
    public static let landscapeRight = PreviewTrait("landscapeRight")
}
