/// The host form of `GeometryReader` and how renderers report its size.
///
/// A reader is a `container` styled ``style``; a renderer sends it a `valueChange` event
/// ``reportValue(width:height:)`` whenever the size it gives the reader changes. Sizes are in
/// points, the unit of every frame, padding and spacing in the host tree, so that
/// `.frame(width: proxy.size.width / 2)` is half the reader in every renderer. The page reports
/// CSS pixels; renderers that draw in character cells (the terminal, the text renderer) count a
/// column as ``pointsPerColumn`` and a row as ``pointsPerRow``, the same metrics the terminal
/// uses to turn points into cells.
public enum HostGeometry {
    /// The `style` property value that marks a geometry reader.
    public static let style = "geometry"
    /// The width of one character cell in points.
    public static let pointsPerColumn = 8.0
    /// The height of one character cell (a line) in points.
    public static let pointsPerRow = 16.0

    /// Whether an element with these properties is a geometry reader.
    public static func isReader(_ properties: HostProperties) -> Bool {
        properties[.style] == .style(style)
    }

    /// The event value for a size in points: `"<width>,<height>"`.
    public static func reportValue(width: Double, height: Double) -> String {
        "\(number(width)),\(number(height))"
    }

    /// The event value for a size in character cells, converted to points.
    public static func reportValue(columns: Int, rows: Int) -> String {
        reportValue(width: Double(columns) * pointsPerColumn, height: Double(rows) * pointsPerRow)
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
