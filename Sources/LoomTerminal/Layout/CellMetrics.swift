import LoomHost

/// How points (the unit of padding, spacing and frames in the host tree) become cells.
///
/// A terminal cell is about 8 points wide and 16 tall at the sizes SwiftUI's defaults assume,
/// so the default padding (16) is two columns and one row, and a stack spacing of 8 is a
/// column in a row of controls but no blank line between rows.
enum CellMetrics {
    /// Stands for an unlimited size (`.infinity` in a frame).
    static let unlimited = Int.max / 4

    static func columns(_ points: Double) -> Int {
        if points.isInfinite { return points > 0 ? unlimited : 0 }
        return max(0, Int((points / HostGeometry.pointsPerColumn).rounded()))
    }

    static func rows(_ points: Double) -> Int {
        if points.isInfinite { return points > 0 ? unlimited : 0 }
        return max(0, Int(((points + HostGeometry.pointsPerRow / 4) / HostGeometry.pointsPerRow).rounded(.down)))
    }
}
