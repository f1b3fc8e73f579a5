/// Turns the difference between two cell buffers into terminal output: only changed cells
/// are written, rows that moved together are moved by the terminal (a scroll region), a row
/// whose rest turned blank is erased with one sequence, and every cursor move and style
/// switch is the shortest that gets there (``FrameWriter``).
///
/// A pure function of its inputs (no I/O), so the bytes per frame can be measured and tested.
enum FrameEncoder {
    /// The bytes that turn `previous` into `next` on screen. A missing `previous`, or one of
    /// another size, makes a full redraw (clear, then every cell that is not blank).
    ///
    /// - Complexity: O(width × height).
    static func encode(
        from previous: CellBuffer?, to next: CellBuffer, depth: ColorDepth,
        cursor: CursorPosition?, previousCursor: CursorPosition?
    ) -> TerminalFrame {
        var writer = FrameWriter(depth: depth, width: next.width)
        let full = previous == nil || previous?.width != next.width || previous?.height != next.height
        // What the terminal shows as the frame is written: cleared for a full redraw, moved
        // along when rows are scrolled.
        var shown = full ? CellBuffer(width: next.width, height: next.height) : previous ?? next
        var changed = 0
        var cursorHidden = previousCursor == nil && !full
        func hideCursor() {
            if !cursorHidden { writer.append("\u{1B}[?25l") }
            cursorHidden = true
        }
        if full {
            hideCursor()
            writer.setStyle(.plain)
            writer.appendMovingPen("\u{1B}[2J")
        } else if let shift = lineShift(from: shown, to: next) {
            hideCursor()
            // Scrolling blanks the rows it uncovers in the current background: the default one.
            writer.setStyle(.plain)
            writer.appendMovingPen(shift.sequence)
            shown.scroll(top: shift.top, bottom: shift.bottom, by: shift.distance)
        }
        // The first row from which the new screen is blank to the bottom.
        let blankBelow = (0..<next.height).reversed().first { row in (0..<next.width).contains { next[$0, row] != .blank } }.map { $0 + 1 } ?? 0
        rows: for row in 0..<next.height {
            var column = 0
            while column < next.width {
                let cell = next[column, row]
                if !differs(shown, next, column, row) || cell.isContinuation {
                    // A continuation's first half was written (or is unchanged and its text the same).
                    column += 1
                    continue
                }
                hideCursor()
                let rest = restIsBlank(next, from: column, row: row) ? changedCells(shown, next, from: column, row: row) : 0
                if rest >= 3 {
                    // Erase to the end of the line (or of the screen, when all below is blank
                    // too) in the default style rather than writing blanks.
                    let below = row + 1 >= blankBelow ? (row + 1..<next.height).reduce(0) { $0 + changedCells(shown, next, from: 0, row: $1) } : 0
                    writer.move(toColumn: column, row: row, screen: next)
                    writer.setStyle(.plain)
                    writer.append(below > 0 ? "\u{1B}[J" : "\u{1B}[K")
                    changed += rest + below
                    if below > 0 { break rows }
                    break
                }
                writer.write(cell, column: column, row: row, screen: next)
                changed += Int(max(1, cell.width))
                column += Int(max(1, cell.width))
            }
        }
        if full { changed = next.width * next.height }
        if changed == 0, !full, cursor == previousCursor, writer.out.isEmpty { return .empty }
        if let cursor {
            writer.move(toColumn: cursor.column, row: cursor.row, screen: next)
            writer.append("\u{1B}[?25h")
        } else if !cursorHidden {
            writer.append("\u{1B}[?25l")
        }
        return TerminalFrame(bytes: Array(writer.out.utf8), changedCells: changed, isFullRedraw: full)
    }

    /// Whether the cell at (`column`, `row`) must be rewritten: it changed, or it is half of
    /// a wide grapheme whose other half changed.
    private static func differs(_ previous: CellBuffer, _ next: CellBuffer, _ column: Int, _ row: Int) -> Bool {
        if previous[column, row] != next[column, row] { return true }
        let cell = next[column, row]
        if cell.width == 2, previous[column + 1, row] != next[column + 1, row] { return true }
        if cell.isContinuation, previous[column - 1, row] != next[column - 1, row] { return true }
        return false
    }

    /// Whether `next` shows only default blanks from `column` to the end of `row`.
    private static func restIsBlank(_ next: CellBuffer, from column: Int, row: Int) -> Bool {
        (column..<next.width).allSatisfy { next[$0, row] == .blank }
    }

    /// How many cells from `column` to the end of `row` differ.
    private static func changedCells(_ previous: CellBuffer, _ next: CellBuffer, from column: Int, row: Int) -> Int {
        (column..<next.width).reduce(0) { $0 + (previous[$1, row] != next[$1, row] ? 1 : 0) }
    }
}
