import LoomHost

/// A shape that fills the space it is offered: `Rectangle`, `RoundedRectangle`, `Circle`,
/// `Capsule` and `Ellipse`, painted with `fill`, `stroke` or `strokeBorder`.
///
/// ```swift
/// Circle().fill(.blue).frame(width: 44, height: 44)
/// RoundedRectangle(cornerRadius: 12).stroke(.gray, lineWidth: 2)
/// ```
/// Host form: a `container` styled `shape <name>` (plus `stroke` when outlined), its colour as
/// `foreground`, the line width as `number` and a corner radius as `minimum`.
public protocol Shape: View {
    /// The shape's name in its host form (`rectangle`, `circle`, …).
    var _hostName: String { get }
    /// The corner radius of a rounded rectangle.
    var _cornerRadius: Double? { get }
}

extension Shape {
    public var _cornerRadius: Double? { nil }

    /// Paints the shape's inside with `color` (the foreground colour when `nil`).
    public func fill(_ color: Color? = nil, style: FillStyle = FillStyle()) -> ShapeView {
        ShapeView(name: _hostName, cornerRadius: _cornerRadius, color: color, lineWidth: nil)
    }

    /// Outlines the shape with `color`, the line centred on its edge.
    public func stroke(_ color: Color? = nil, lineWidth: Double = 1) -> ShapeView {
        ShapeView(name: _hostName, cornerRadius: _cornerRadius, color: color, lineWidth: lineWidth)
    }

    /// Outlines the shape with `color` in the given style.
    public func stroke(_ color: Color? = nil, style: StrokeStyle) -> ShapeView {
        stroke(color, lineWidth: style.lineWidth)
    }

    /// Outlines the shape with the foreground colour.
    public func stroke(lineWidth: Double) -> ShapeView {
        stroke(nil, lineWidth: lineWidth)
    }

    /// Outlines the shape with `color`, the line inside its edge.
    public func strokeBorder(_ color: Color? = nil, lineWidth: Double = 1) -> ShapeView {
        stroke(color, lineWidth: lineWidth)
    }

    public func _buildNodeTree(_ node: Node) {
        fill()._buildNodeTree(node)
    }
}

/// How a shape's inside is decided (accepted: Loom's shapes are convex).
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a shape's outline is drawn; Loom's renderers use the line width.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: Double
    public var dash: [Double]
    public init(lineWidth: Double = 1, dash: [Double] = []) {
        self.lineWidth = lineWidth
        self.dash = dash
    }
}

/// A painted shape: what `fill`, `stroke` and `strokeBorder` return.
///
/// A gradient fill travels as its paint token in `value` (see `ShapeStyle`).
public struct ShapeView: BuiltinView, Equatable {
    let name: String
    let cornerRadius: Double?
    let color: Color?
    let lineWidth: Double?
    var paint: String?

    public func _buildNodeTree(_ node: Node) {
        var properties: HostProperties = [.style(lineWidth == nil ? "shape " + name : "shape \(name) stroke")]
        if let color = color ?? node.context.environment.foregroundColor { properties.set(.foreground(color.host)) }
        if let paint { properties.set(.value(paint)) }
        if let lineWidth { properties.set(.number(lineWidth)) }
        if let cornerRadius { properties.set(.minimum(cornerRadius)) }
        node.buildHostElement(.container, properties: properties)
    }
}

/// A rectangle filling its frame.
public struct Rectangle: Shape, BuiltinView, Equatable {
    public init() {}
    public var _hostName: String { "rectangle" }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, BuiltinView, Equatable {
    public var cornerRadius: Double
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
    }
    public var _hostName: String { "rounded" }
    public var _cornerRadius: Double? { cornerRadius }
}

/// The largest circle that fits its frame, centred.
public struct Circle: Shape, BuiltinView, Equatable {
    public init() {}
    public var _hostName: String { "circle" }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape, BuiltinView, Equatable {
    public init(style: RoundedCornerStyle = .continuous) {}
    public var _hostName: String { "capsule" }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape, BuiltinView, Equatable {
    public init() {}
    public var _hostName: String { "ellipse" }
}

/// How rounded corners are drawn (accepted; renderers draw circular corners).
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}
