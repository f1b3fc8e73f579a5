/// The shapes as static members, so a call that takes any shape can name one with a leading dot,
/// as SwiftUI allows: `.clipShape(.capsule)`, `.contentShape(.rect)`,
/// `.background(.blue, in: .rect(cornerRadius: 8))`.

extension Shape where Self == Rectangle {
    /// A rectangle filling its frame.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of `cornerRadius`.
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// The largest circle that fits the frame.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A rectangle whose short sides are half circles.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse filling its frame.
    public static var ellipse: Ellipse { Ellipse() }
}
