/// What a lazy stack (`LazyVStack`, `LazyHStack`) has built of its rows: the element's children
/// are rows `first ..< first + count` of `total`, and `extent` is the estimated size of one row
/// along the stack's axis (its gap included), in points.
///
/// Renderers keep the rows that are not built as empty space of `extent` each (so a scroll bar
/// is as long as the whole list) and report what becomes visible with a `valueChange` event
/// whose value is ``visibleRangeValue(first:count:extent:)``.
public struct HostLazyRows: Hashable, Sendable, Codable {
    /// How many rows there are in all.
    public var total: Int
    /// The index of the first row built.
    public var first: Int
    /// How many rows are built (the element's row children).
    public var count: Int
    /// The estimated size of one row along the stack's axis, in points.
    public var extent: Double

    public init(total: Int, first: Int, count: Int, extent: Double) {
        self.total = total
        self.first = first
        self.count = count
        self.extent = extent
    }

    /// How many rows come before the built ones.
    public var before: Int { first }
    /// How many rows come after the built ones.
    public var after: Int { max(0, total - first - count) }

    /// The value of the `valueChange` event a renderer sends when rows `first ..< first + count`
    /// are visible, with the measured size of a row when it knows one: `"first,count"` or
    /// `"first,count,extent"`.
    public static func visibleRangeValue(first: Int, count: Int, extent: Double? = nil) -> String {
        guard let extent else { return "\(first),\(count)" }
        return "\(first),\(count),\(extent)"
    }
}
