import LoomHost

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): how wide it is.
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 80))]
/// let three = Array(repeating: GridItem(.flexible()), count: 3)
/// ```
public struct GridItem: Hashable, Sendable {
    /// How a column is sized.
    public enum Size: Hashable, Sendable {
        /// Exactly this wide.
        case fixed(Double)
        /// A share of the space left, within the bounds.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many columns of at least `minimum` as fit.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    public var size: Size
    public var spacing: Double?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The column as a host token (`fixed:100`, `flexible:10:inf`, `adaptive:80:inf`), which
    /// renderers turn into their own grid tracks.
    var token: String {
        func number(_ value: Double) -> String {
            value.isInfinite ? "inf" : (value == value.rounded() ? String(Int(value)) : String(value))
        }
        switch size {
        case .fixed(let width): return "fixed:" + number(width)
        case .flexible(let minimum, let maximum): return "flexible:\(number(minimum)):\(number(maximum))"
        case .adaptive(let minimum, let maximum): return "adaptive:\(number(minimum)):\(number(maximum))"
        }
    }
}

/// Children placed in a grid of the given columns, filling rows top to bottom.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))], spacing: 8) {
///     ForEach(colors, id: \.self) { color in color.frame(height: 60) }
/// }
/// ```
/// Host form: a `container` styled `vgrid` whose `value` lists the column tokens.
public struct LazyVGrid<Content: View>: BuiltinView {
    public var columns: [GridItem]
    public var spacing: Double?
    public var content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.spacing = spacing
        self.content = content()
    }

    public func _buildNodeTree(_ node: Node) {
        node.buildHostContainer(.container, properties: gridProperties("vgrid", columns, spacing), content: content)
    }
}

/// Children placed in a grid of the given rows, filling columns leading to trailing.
public struct LazyHGrid<Content: View>: BuiltinView {
    public var rows: [GridItem]
    public var spacing: Double?
    public var content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
        pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.spacing = spacing
        self.content = content()
    }

    public func _buildNodeTree(_ node: Node) {
        node.buildHostContainer(.container, properties: gridProperties("hgrid", rows, spacing), content: content)
    }
}

private func gridProperties(_ style: String, _ items: [GridItem], _ spacing: Double?) -> HostProperties {
    var properties: HostProperties = [.style(style), .value(items.map(\.token).joined(separator: " "))]
    properties.set(.spacing(spacing ?? items.first?.spacing ?? 8))
    return properties
}

/// A table of rows (`GridRow`) whose cells line up in columns.
///
/// ```swift
/// Grid { GridRow { Text("Name"); Text("Ada") }; GridRow { Text("Born"); Text("1815") } }
/// ```
/// Host form: a `container` styled `grid`; rows are containers styled `gridRow`.
public struct Grid<Content: View>: BuiltinView {
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    public var content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public func _buildNodeTree(_ node: Node) {
        var properties: HostProperties = [.style("grid")]
        if let spacing = horizontalSpacing ?? verticalSpacing { properties.set(.spacing(spacing)) }
        node.buildHostContainer(.container, properties: properties, content: content)
    }
}

/// One row of a `Grid`: each child is a cell.
public struct GridRow<Content: View>: BuiltinView {
    public var content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _buildNodeTree(_ node: Node) {
        node.buildHostContainer(.container, properties: [.style("gridRow")], content: content)
    }
}
