import Foundation
import LoomHost

/// Colours blending along a line from `startPoint` to `endPoint` (unit points of the view).
/// A view too: it fills the space it is offered, as in SwiftUI.
public struct LinearGradient: ShapeStyle, Hashable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// `linear:<degrees>,<stops>`: the direction as a CSS angle (0 points up, 90 right), from
    /// the start point towards the end point.
    public var _paintToken: String? {
        let dx = endPoint.x - startPoint.x, dy = endPoint.y - startPoint.y
        let degrees = dx == 0 && dy == 0 ? 180 : (atan2(dx, -dy) * 180 / .pi).rounded()
        return "linear:" + effectNumber(degrees < 0 ? degrees + 360 : degrees) + "," + gradient.token
    }
}

/// Colours blending outwards in circles from `center`, from `startRadius` to `endRadius` points.
public struct RadialGradient: ShapeStyle, Hashable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: Double
    public var endRadius: Double

    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `radial:<x%>,<y%>,<start>,<end>,<stops>`.
    public var _paintToken: String? {
        "radial:" + [center.x * 100, center.y * 100, startRadius, endRadius].map(effectNumber).joined(separator: ",") + ","
            + gradient.token
    }
}

/// Colours sweeping around `center`, from `startAngle` to `endAngle` (a conic gradient).
public struct AngularGradient: ShapeStyle, Hashable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// `angular:<x%>,<y%>,<from degrees>,<stops>`; SwiftUI's angles start at 3 o'clock, CSS's
    /// at 12, hence the quarter turn. Stops are spread over the sweep from start to end angle.
    public var _paintToken: String? {
        let sweep = (endAngle.degrees - startAngle.degrees) / 360
        let stops = Gradient(stops: gradient.stops.map { Gradient.Stop(color: $0.color, location: $0.location * sweep) })
        return "angular:" + [center.x * 100, center.y * 100, startAngle.degrees + 90].map(effectNumber).joined(separator: ",") + ","
            + stops.token
    }
}

extension Angle {
    static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
}

// Gradients are views too: a rectangle painted with them. (Conformed in extensions, so that
// the types themselves stay nonisolated values, like `Color`.)
extension LinearGradient: BuiltinView {
    public func _buildNodeTree(_ node: Node) { paintedRectangle(self, node) }
}

extension RadialGradient: BuiltinView {
    public func _buildNodeTree(_ node: Node) { paintedRectangle(self, node) }
}

extension AngularGradient: BuiltinView {
    public func _buildNodeTree(_ node: Node) { paintedRectangle(self, node) }
}

/// A gradient used as a view: a rectangle painted with it.
@MainActor private func paintedRectangle(_ style: some ShapeStyle, _ node: Node) {
    ShapeView(name: "rectangle", cornerRadius: nil, color: nil, lineWidth: nil, paint: style._paintToken)._buildNodeTree(node)
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
}
