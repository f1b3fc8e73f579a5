/// The output of one frame as it is built, with what is known of the terminal's pen: where it
/// is and which style it draws in. Each move and each style change takes the shortest bytes
/// that get there (the savings ncurses makes, in the same spirit): a frame is mostly moves
/// between changed cells and style switches, so these choices decide its size.
struct FrameWriter {
    let depth: ColorDepth
    let width: Int
    private(set) var out = ""
    /// The pen's column; nil when unknown (after writing the last column the terminal waits
    /// to wrap, and where the next character goes depends on the terminal).
    private(set) var column: Int?
    /// The pen's row; nil when unknown.
    private(set) var row: Int?
    /// The style in effect; nil when unknown (at the start of a frame).
    private(set) var style: CellStyle?

    init(depth: ColorDepth, width: Int) {
        self.depth = depth
        self.width = width
    }

    /// Appends bytes that leave the pen and style where they were.
    mutating func append(_ text: String) { out += text }

    /// Appends a sequence after which the pen's place is unknown (a scroll region set, a clear).
    mutating func appendMovingPen(_ text: String) {
        out += text
        column = nil
        row = nil
    }

    /// Writes `cell` at (`column`, `row`) of `screen`: a move there, a style change, its text.
    /// `screen` is what the terminal shows along the way, whose cells a short move may redraw.
    mutating func write(_ cell: TerminalCell, column: Int, row: Int, screen: CellBuffer) {
        move(toColumn: column, row: row, screen: screen)
        setStyle(cell.style)
        out += cell.text.isEmpty ? " " : cell.text
        let next = column + Int(max(1, cell.width))
        // At the last column the terminal waits to wrap: the pen's column is not certain.
        self.column = next >= width ? nil : next
        self.row = row
    }

    /// Moves the pen to (`column`, `row`) by the shortest of: an absolute move, a move along
    /// the row, a carriage return and line feeds, or (for a gap of a few cells in the current
    /// style) writing the cells the pen passes over again.
    mutating func move(toColumn column: Int, row: Int, screen: CellBuffer) {
        if self.row == row, self.column == column { return }
        var best = Self.absolute(column: column, row: row)
        func consider(_ candidate: String?) {
            if let candidate, candidate.utf8.count < best.utf8.count { best = candidate }
        }
        if self.row == row {
            if let current = self.column, current < column {
                consider(Self.forward(column - current))
                consider(redrawn(from: current, to: column, row: row, screen: screen))
            } else if let current = self.column {
                consider(current - column == 1 ? "\u{1B}[D" : "\u{1B}[\(current - column)D")
            }
            consider("\r" + (column == 0 ? "" : Self.forward(column)))
        } else if let current = self.row, row > current, row - current <= 3 {
            // A carriage return also ends a pending wrap, so this works whatever the column.
            consider(String(repeating: "\r\n", count: row - current) + (column == 0 ? "" : Self.forward(column)))
        }
        out += best
        self.column = column
        self.row = row
    }

    /// The text of the cells from `start` up to `end` on `row`, when writing them again costs
    /// nothing but their bytes: plain single-width cells in the style already in effect.
    private func redrawn(from start: Int, to end: Int, row: Int, screen: CellBuffer) -> String? {
        guard end - start <= 8, let style else { return nil }
        var text = ""
        for column in start..<end {
            let cell = screen[column, row]
            guard cell.width == 1, cell.style == style else { return nil }
            text += cell.text
        }
        return text
    }

    /// Switches to `style` by the shorter of: the attributes that differ, or a reset followed
    /// by every attribute of the new style.
    mutating func setStyle(_ new: CellStyle) {
        guard style != new else { return }
        let reset = Self.sequence(["0"] + parameters(of: new))
        if let old = style {
            let change = changes(from: old, to: new)
            out += change.isEmpty ? "" : (Self.sequence(change).utf8.count < reset.utf8.count ? Self.sequence(change) : reset)
        } else {
            out += reset
        }
        style = new
    }

    /// The SGR parameters that turn `old` into `new` without a reset.
    private func changes(from old: CellStyle, to new: CellStyle) -> [String] {
        var parameters: [String] = []
        // 22 ends both bold and dim; whichever the new style keeps is set again below.
        let intensityOff = (old.bold && !new.bold) || (old.dim && !new.dim)
        if intensityOff { parameters.append("22") }
        if new.bold, !old.bold || intensityOff { parameters.append("1") }
        if new.dim, !old.dim || intensityOff { parameters.append("2") }
        if old.italic != new.italic { parameters.append(new.italic ? "3" : "23") }
        if old.underline != new.underline { parameters.append(new.underline ? "4" : "24") }
        if old.inverse != new.inverse { parameters.append(new.inverse ? "7" : "27") }
        if depth != .none {
            if old.foreground != new.foreground {
                parameters.append(new.foreground.map { $0.parameters(background: false, depth: depth) } ?? "39")
            }
            if old.background != new.background {
                parameters.append(new.background.map { $0.parameters(background: true, depth: depth) } ?? "49")
            }
        }
        return parameters
    }

    /// Every SGR parameter of `style`, after a reset.
    private func parameters(of style: CellStyle) -> [String] {
        var parameters: [String] = []
        if style.bold { parameters.append("1") }
        if style.dim { parameters.append("2") }
        if style.italic { parameters.append("3") }
        if style.underline { parameters.append("4") }
        if style.inverse { parameters.append("7") }
        if depth != .none {
            if let foreground = style.foreground { parameters.append(foreground.parameters(background: false, depth: depth)) }
            if let background = style.background { parameters.append(background.parameters(background: true, depth: depth)) }
        }
        return parameters
    }

    /// `ESC [ … m`; a lone reset is `ESC [ m`.
    private static func sequence(_ parameters: [String]) -> String {
        parameters == ["0"] ? "\u{1B}[m" : "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }

    /// The cursor position sequence, with the parameters a terminal assumes left out.
    static func absolute(column: Int, row: Int) -> String {
        if column == 0 { return row == 0 ? "\u{1B}[H" : "\u{1B}[\(row + 1)H" }
        return "\u{1B}[\(row + 1);\(column + 1)H"
    }

    private static func forward(_ cells: Int) -> String {
        cells == 1 ? "\u{1B}[C" : "\u{1B}[\(cells)C"
    }
}
