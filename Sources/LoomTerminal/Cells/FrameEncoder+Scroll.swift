extension FrameEncoder {
    /// Rows that moved up or down together between two frames (a row removed from a list, a
    /// list scrolled): the terminal can move them itself, with a scroll region and a scroll,
    /// instead of having every cell of them written again.
    struct LineShift: Hashable {
        /// The scroll region's first and last rows.
        var top: Int
        var bottom: Int
        /// How far the region's content moves up (down when negative).
        var distance: Int

        /// `ESC [ top ; bottom r`, `ESC [ n S` (or `T`), `ESC [ r`: set the region, scroll it,
        /// reset the region (which also homes the cursor).
        var sequence: String {
            let scroll = distance > 0 ? "\u{1B}[\(distance)S" : "\u{1B}[\(-distance)T"
            return "\u{1B}[\(top + 1);\(bottom + 1)r" + scroll + "\u{1B}[r"
        }
    }

    /// The line shift that saves the most output, if one saves any. For each distance, the
    /// window of rows that gains most from showing what `previous` showed `distance` rows
    /// lower (higher) — cells that would differ in place minus cells that would differ after
    /// the shift, so a row that moved but changed a little (a scroll bar beside it) still
    /// counts — less the cells of the rows the scroll blanks and the sequence's own bytes.
    ///
    /// - Complexity: O(height² × width) in the worst case; rows are compared cell by cell only
    ///   for distances up to half the height.
    static func lineShift(from previous: CellBuffer, to next: CellBuffer) -> LineShift? {
        let height = next.height
        guard height > 2, previous.height == height, previous.width == next.width else { return nil }
        let old = (0..<height).map { previous.row($0) }
        let new = (0..<height).map { next.row($0) }
        let blank = ArraySlice(repeatElement(TerminalCell.blank, count: next.width))
        let stay = (0..<height).map { difference(new[$0], old[$0]) }
        guard stay.contains(where: { $0 > 0 }) else { return nil }
        var best: (shift: LineShift, score: Int)?
        for distance in (1...height / 2).flatMap({ [$0, -$0] }) {
            let rows = max(0, -distance)..<min(height, height - distance)
            // The best window of rows by the sum of their gains (Kadane's maximum subarray).
            var window: (start: Int, end: Int, gain: Int)?
            var start = rows.lowerBound
            var sum = 0
            for row in rows {
                let gain = stay[row] == 0 ? -difference(new[row], old[row + distance]) : stay[row] - difference(new[row], old[row + distance])
                if sum <= 0 {
                    start = row
                    sum = 0
                }
                sum += gain
                if sum > window?.gain ?? 0 { window = (start, row, sum) }
            }
            guard let window else { continue }
            let shift = distance > 0
                ? LineShift(top: window.start, bottom: window.end + distance, distance: distance)
                : LineShift(top: window.start + distance, bottom: window.end, distance: distance)
            let uncovered = distance > 0 ? (window.end + 1...window.end + distance) : (window.start + distance...window.start - 1)
            let added = uncovered.reduce(0) { $0 + difference(new[$1], blank) - stay[$1] }
            let score = window.gain - added - shift.sequence.utf8.count
            if score > best?.score ?? 0 { best = (shift, score) }
        }
        return best?.shift
    }

    /// About the bytes it takes to turn a row showing `other` into `row`: a byte per differing
    /// cell, but at most 3 for the blank end of `row` (one erase to the end of the line).
    private static func difference(_ row: ArraySlice<TerminalCell>, _ other: ArraySlice<TerminalCell>) -> Int {
        let tail = (row.lastIndex { $0 != .blank } ?? row.startIndex - 1) + 1
        var count = 0
        var tailCount = 0
        for (index, pair) in zip(row.indices, zip(row, other)) where pair.0 != pair.1 {
            if index < tail { count += 1 } else { tailCount += 1 }
        }
        return count + min(3, tailCount)
    }
}
