/// Turns the difference between two cell buffers into terminal output: only changed cells
/// are written, the cursor jumps over unchanged runs, and a style is sent only when it
/// differs from the one in effect.
///
/// A pure function of its inputs (no I/O), so the bytes per frame can be measured and tested.
enum FrameEncoder {
    /// The bytes that turn `previous` into `next` on screen. A missing `previous`, or one of
    /// another size, makes a full redraw (clear, then every cell).
    ///
    /// - Complexity: O(width × height).
    static func encode(
        from previous: CellBuffer?, to next: CellBuffer, depth: ColorDepth,
        cursor: CursorPosition?, previousCursor: CursorPosition?
    ) -> TerminalFrame {
        var writer = Writer(depth: depth, width: next.width)
        let full = previous == nil || previous?.width != next.width || previous?.height != next.height
        var changed = 0
        if full {
            writer.out += "\u{1B}[?25l\u{1B}[0m\u{1B}[2J"
            writer.style = .plain
        }
        for row in 0..<next.height {
            var column = 0
            while column < next.width {
                let cell = next[column, row]
                if !full, let previous, !differs(previous, next, column, row) {
                    column += 1
                    continue
                }
                if cell.isContinuation {
                    // Its first half was written (or is unchanged and its text the same).
                    column += 1
                    continue
                }
                if changed == 0, !full { writer.out += "\u{1B}[?25l" }
                writer.write(cell, column: column, row: row)
                changed += Int(max(1, cell.width))
                column += Int(max(1, cell.width))
            }
        }
        if changed == 0, !full, cursor == previousCursor { return .empty }
        if changed == 0, !full, previousCursor != nil { writer.out += "\u{1B}[?25l" }
        if let cursor {
            writer.out += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
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

    /// The output being built, with the pen position and style the terminal is in.
    private struct Writer {
        let depth: ColorDepth
        let width: Int
        var out = ""
        var column: Int?
        var row: Int?
        var style: CellStyle?

        init(depth: ColorDepth, width: Int) {
            self.depth = depth
            self.width = width
        }

        mutating func write(_ cell: TerminalCell, column: Int, row: Int) {
            if self.row != row || self.column.map({ $0 > column }) ?? true {
                out += "\u{1B}[\(row + 1);\(column + 1)H"
            } else if let current = self.column, current < column {
                let gap = column - current
                out += gap == 1 ? "\u{1B}[C" : "\u{1B}[\(gap)C"
            }
            if style != cell.style {
                out += sgr(cell.style)
                style = cell.style
            }
            out += cell.text.isEmpty ? " " : cell.text
            let next = column + Int(max(1, cell.width))
            // At the last column the terminal waits to wrap: the pen's place is not certain.
            self.column = next >= width ? nil : next
            self.row = next >= width ? nil : row
        }

        func sgr(_ style: CellStyle) -> String {
            var parameters = ["0"]
            if style.bold { parameters.append("1") }
            if style.dim { parameters.append("2") }
            if style.italic { parameters.append("3") }
            if style.underline { parameters.append("4") }
            if style.inverse { parameters.append("7") }
            if depth != .none {
                if let foreground = style.foreground { parameters.append(foreground.parameters(background: false, depth: depth)) }
                if let background = style.background { parameters.append(background.parameters(background: true, depth: depth)) }
            }
            return "\u{1B}[" + parameters.joined(separator: ";") + "m"
        }
    }
}
