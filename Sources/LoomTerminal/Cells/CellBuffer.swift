/// A screen's worth of cells: what one frame shows, drawn by the layout and diffed by the
/// encoder against the frame before.
public struct CellBuffer: Hashable, Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    private var cells: [TerminalCell]

    /// A blank buffer of the given size.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

    /// The cell at a column and row (blank outside the buffer).
    public subscript(column: Int, row: Int) -> TerminalCell {
        guard column >= 0, column < width, row >= 0, row < height else { return .blank }
        return cells[row * width + column]
    }

    /// Paints the background of every cell in `rect ∩ clip`, keeping their text.
    mutating func fill(_ rect: CellRect, background: TerminalColor?, clip: CellRect) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX { cells[row * width + column].style.background = background }
        }
        matchWideHalves(area)
    }

    /// Changes the style of every cell in `rect ∩ clip` with `change`.
    mutating func restyle(_ rect: CellRect, clip: CellRect, _ change: (inout CellStyle) -> Void) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX { change(&cells[row * width + column].style) }
        }
        matchWideHalves(area)
    }

    /// Clears `rect ∩ clip` to blanks in `style`.
    mutating func clear(_ rect: CellRect, style: CellStyle, clip: CellRect) {
        let area = rect.intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            // A wide grapheme cut by the edge loses its other half too, as on a terminal.
            if cells[row * width + area.x].isContinuation, area.x > 0 {
                cells[row * width + area.x - 1] = TerminalCell(style: cells[row * width + area.x - 1].style)
            }
            if cells[row * width + area.maxX - 1].width == 2, area.maxX < width {
                cells[row * width + area.maxX] = TerminalCell(style: cells[row * width + area.maxX].style)
            }
            for column in area.x..<area.maxX { cells[row * width + column] = TerminalCell(style: style) }
        }
    }

    /// Gives the second half of each wide grapheme in and beside `area` the style of its
    /// first: a terminal draws both halves in one style, so the buffer must not hold two.
    private mutating func matchWideHalves(_ area: CellRect) {
        for row in area.y..<area.maxY {
            for column in max(0, area.x - 1)..<min(width - 1, area.maxX) where cells[row * width + column].width == 2 {
                cells[row * width + column + 1].style = cells[row * width + column].style
            }
        }
    }

    /// Writes `text` from (`column`, `row`) to the right, cell by cell, inside `clip`; a wide
    /// grapheme that would be cut by the clip's edge shows as a blank. The background already
    /// painted under a cell is kept when `style` has none. Returns the columns advanced.
    @discardableResult
    mutating func write(_ text: some StringProtocol, column: Int, row: Int, style: CellStyle, clip: CellRect) -> Int {
        let area = clip.intersection(bounds)
        var x = column
        guard row >= area.y, row < area.maxY else { return DisplayWidth.of(text) }
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if x >= area.maxX { break }
            if x + width > area.x {
                if x < area.x || x + width > area.maxX {
                    // Half of a wide grapheme would show: blank the visible half instead.
                    for cell in max(x, area.x)..<min(x + width, area.maxX) { put(TerminalCell(text: " ", width: 1, style: style), column: cell, row: row) }
                } else {
                    put(TerminalCell(text: String(character), width: UInt8(width), style: style), column: x, row: row)
                    if width == 2 {
                        // The second half shows in the first half's style (its background included).
                        put(TerminalCell(text: "", width: 0, style: self[x, row].style), column: x + 1, row: row)
                    }
                }
            }
            x += width
        }
        return x - column
    }

    /// Places one cell, repairing a wide grapheme it overwrites half of.
    private mutating func put(_ cell: TerminalCell, column: Int, row: Int) {
        let index = row * width + column
        let old = cells[index]
        if old.width == 2, cell.width != 2, column + 1 < width { cells[index + 1] = TerminalCell(style: cells[index + 1].style) }
        if old.isContinuation, !cell.isContinuation, column > 0 { cells[index - 1] = TerminalCell(style: cells[index - 1].style) }
        var cell = cell
        if cell.style.background == nil, !cell.isContinuation { cell.style.background = old.style.background }
        cells[index] = cell
    }

    /// The buffer's text, one string per row, trailing blanks trimmed (for tests and logs).
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                let cell = cells[row * width + column]
                if !cell.isContinuation { line += cell.text }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The buffer's text as one string, rows joined by newlines.
    public var text: String { lines.joined(separator: "\n") }
}

extension CellBuffer {
    /// The cells of one row.
    func row(_ row: Int) -> ArraySlice<TerminalCell> {
        cells[row * width..<(row + 1) * width]
    }

    /// Moves rows `top...bottom` up by `distance` rows (down when negative), blanking the rows
    /// it uncovers: what a terminal does when that region scrolls (see `FrameEncoder`).
    mutating func scroll(top: Int, bottom: Int, by distance: Int) {
        guard distance != 0, top >= 0, bottom < height, top < bottom else { return }
        let rows = distance > 0 ? Array(top...bottom) : Array((top...bottom).reversed())
        for row in rows {
            let source = row + distance
            let range = row * width..<(row + 1) * width
            if source >= top, source <= bottom {
                cells[range] = cells[source * width..<(source + 1) * width]
            } else {
                cells.replaceSubrange(range, with: repeatElement(TerminalCell.blank, count: width))
            }
        }
    }
}
