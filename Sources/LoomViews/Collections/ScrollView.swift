import LoomHost

/// The axes a view scrolls along.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Content that scrolls when it does not fit: vertically by default, horizontally (its
/// children side by side, host style `horizontal`) or both.
///
/// ```swift
/// ScrollView(.horizontal, showsIndicators: false) { HStack { ForEach(photos) { PhotoView($0) } } }
/// ```
public struct ScrollView<Content: View>: BuiltinView {
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public func _buildNodeTree(_ node: Node) {
        var properties: HostProperties = []
        switch (axes.contains(.horizontal), axes.contains(.vertical)) {
        case (true, true): properties.set(.style("both"))
        case (true, false): properties.set(.style("horizontal"))
        default: break
        }
        node.buildHostContainer(.scrollView, properties: properties, content: content)
    }
}

/// A point in a view's unit square: where to anchor scrolling, scaling and rotation.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
