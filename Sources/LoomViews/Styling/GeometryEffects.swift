/// An angle, in degrees or radians.
public struct Angle: Hashable, Sendable, Comparable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static let zero = Angle(radians: 0)
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// How content fits a frame of another shape.
public enum ContentMode: Hashable, Sendable {
    case fit, fill
}

extension View {
    /// Turns the view by `angle` around `anchor` (drawn, not laid out, as in SwiftUI).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        EffectContainer(token: "rotate:" + effectNumber(angle.degrees), color: nil, content: self)
    }

    /// Scales the view's drawing by `scale` on both axes.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Scales the view's drawing by `x` and `y`.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some View {
        EffectContainer(token: "scale:\(effectNumber(x)),\(effectNumber(y))", color: nil, content: self)
    }

    /// Moves the view's drawing by `x` and `y` points without moving its neighbours.
    public func offset(x: Double = 0, y: Double = 0) -> some View {
        EffectContainer(token: "offset:\(effectNumber(x)),\(effectNumber(y))", color: nil, content: self)
    }

    /// Draws a border of `width` in `color` inside the view's edge.
    public func border(_ color: Color, width: Double = 1) -> some View {
        EffectContainer(token: "border:" + effectNumber(width) + "," + colorToken(color), color: nil, content: self)
    }

    /// Clips the view to a rectangle with rounded corners.
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View {
        EffectContainer(token: "radius:" + effectNumber(radius), color: nil, content: self)
    }

    /// Clips the view to `shape`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        let radius = shape._cornerRadius.map { " radius:" + effectNumber($0) } ?? ""
        return EffectContainer(token: "clip:" + shape._hostName + radius, color: nil, content: self)
    }

    /// Clips the view to its bounds.
    public func clipped(antialiased: Bool = false) -> some View {
        EffectContainer(token: "clip:rectangle", color: nil, content: self)
    }

    /// Draws a shadow of `radius` behind the view, offset by `x` and `y`.
    public func shadow(color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0)
        -> some View
    {
        EffectContainer(
            token: "shadow:\(effectNumber(radius)),\(effectNumber(x)),\(effectNumber(y)),\(colorToken(color))", color: nil, content: self)
    }

    /// Keeps the view's width-to-height ratio (or the content's own, when `nil`).
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> some View {
        let mode = contentMode == .fit ? "fit" : "fill"
        return EffectContainer(token: "aspect:" + (ratio.map(effectNumber) ?? "auto") + "," + mode, color: nil, content: self)
    }

    /// Scales the view to fit its frame, keeping its ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill its frame, keeping its ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Keeps the view at its ideal size: it neither grows nor is squeezed by its container.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        EffectContainer(token: "fixed:" + (horizontal ? "h" : "") + (vertical ? "v" : ""), color: nil, content: self)
    }

    /// Tells a stack which children get space first (higher first).
    public func layoutPriority(_ value: Double) -> some View {
        EffectContainer(token: "priority:" + effectNumber(value), color: nil, content: self)
    }

    /// Draws `overlay` over the view, aligned within it.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        ZStack(alignment: alignment) {
            self
            content()
        }
    }

    /// Draws `overlay` over the view, aligned within it.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        ZStack(alignment: alignment) {
            self
            overlay
        }
    }

    /// Draws `background` behind the view, aligned within it.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        ZStack(alignment: alignment) {
            content()
            self
        }
    }
}

/// A colour as four numbers (`red,green,blue,opacity` in 0...1) inside an effect token, so the
/// effect's colour does not become the content's text colour.
func colorToken(_ color: Color) -> String {
    [color.host.red, color.host.green, color.host.blue, color.host.opacity].map(effectNumber).joined(separator: ",")
}
