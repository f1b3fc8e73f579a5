/// A rectangle of cells: the origin is the top-left cell, sizes are counts of cells.
public struct CellRect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether the cell at (`column`, `row`) lies inside.
    public func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// The cells both rectangles cover (empty when they do not meet).
    public func intersection(_ other: CellRect) -> CellRect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        return CellRect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
    }

    /// The rectangle shrunk by the given number of cells on each edge.
    func inset(top: Int, leading: Int, bottom: Int, trailing: Int) -> CellRect {
        CellRect(x: x + leading, y: y + top, width: width - leading - trailing, height: height - top - bottom)
    }
}

/// A width and height in cells.
public struct CellSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public static let zero = CellSize(width: 0, height: 0)
}
