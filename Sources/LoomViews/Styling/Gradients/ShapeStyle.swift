import LoomHost

/// Something a shape, a background or text can be painted with: a `Color` or a gradient.
///
/// ```swift
/// Circle().fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
/// Text("Hello").foregroundStyle(.linearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
/// ```
/// Host form: a colour is a `foreground`; a gradient is a *paint token* (`linear:…`,
/// `radial:…`, `angular:…`, numbers only) that renderers draw as they can (the page as a CSS
/// gradient, the text renderer as written).
public protocol ShapeStyle: Sendable {
    /// The paint token of a gradient; `nil` for a plain colour.
    var _paintToken: String? { get }
}

extension Color: ShapeStyle {
    public var _paintToken: String? { nil }
}

/// Colours and where along a gradient they sit (0...1).
public struct Gradient: Hashable, Sendable {
    /// One colour of a gradient at a location from 0 (start) to 1 (end).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from start to end.
    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }

    /// The stops as numbers for a paint token: `red,green,blue,opacity,location` each.
    var token: String {
        stops.map { stop in
            [stop.color.host.red, stop.color.host.green, stop.color.host.blue, stop.color.host.opacity, stop.location]
                .map(effectNumber).joined(separator: ",")
        }.joined(separator: ",")
    }
}

/// A gradient made from one colour: a little lighter at the top, the colour itself at the
/// bottom (`Color.blue.gradient`), as SwiftUI draws it.
public struct AnyGradient: ShapeStyle, Hashable {
    let gradient: LinearGradient

    public init(_ gradient: Gradient) {
        self.gradient = LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)
    }

    public var _paintToken: String? { gradient._paintToken }
}

extension AnyGradient: BuiltinView {
    public func _buildNodeTree(_ node: Node) { gradient._buildNodeTree(node) }
}

extension Color {
    /// This colour as a gentle top-to-bottom gradient.
    public var gradient: AnyGradient {
        let lighter = Color(
            red: host.red + (1 - host.red) * 0.25, green: host.green + (1 - host.green) * 0.25,
            blue: host.blue + (1 - host.blue) * 0.25, opacity: host.opacity)
        return AnyGradient(Gradient(colors: [lighter, self]))
    }
}
