@testable import LoomTerminal

/// A small terminal emulator for tests: it applies the escape sequences ``FrameEncoder``
/// writes (cursor moves, SGR styles, clears, erase to the end of the line, scroll regions and
/// scrolls, cursor visibility) to a ``CellBuffer``-shaped screen, so a test can check that a
/// frame's bytes really turn the old screen into the new one. Anything else is recorded in
/// `unknown`, so a sequence the encoder starts to use without the emulator knowing it fails
/// the test instead of being skipped.
struct VirtualTerminal {
    let width: Int
    let height: Int
    private(set) var cells: [TerminalCell]
    private(set) var column = 0
    private(set) var row = 0
    private(set) var cursorVisible = true
    private(set) var unknown: [String] = []
    private var style = CellStyle.plain
    private var pendingWrap = false
    private var top = 0
    private var bottom: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: .blank, count: width * height)
        bottom = height - 1
    }

    /// A terminal already showing `buffer`.
    init(showing buffer: CellBuffer) {
        self.init(width: buffer.width, height: buffer.height)
        for row in 0..<height {
            for column in 0..<width { cells[row * width + column] = buffer[column, row] }
        }
    }

    /// Whether the screen shows exactly what `buffer` holds.
    func shows(_ buffer: CellBuffer) -> Bool {
        guard buffer.width == width, buffer.height == height else { return false }
        for row in 0..<height {
            for column in 0..<width where cells[row * width + column] != buffer[column, row] { return false }
        }
        return true
    }

    /// The first cell where the screen and `buffer` differ, described, for failure messages.
    func firstDifference(from buffer: CellBuffer) -> String? {
        for row in 0..<height {
            for column in 0..<width where cells[row * width + column] != buffer[column, row] {
                return "(\(column), \(row)): shows \(cells[row * width + column]), wanted \(buffer[column, row])"
            }
        }
        return nil
    }

    mutating func apply(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\u{1B}":
                guard characters.popFirst() == "[" else {
                    unknown.append("ESC without [")
                    continue
                }
                var body = ""
                while let next = characters.popFirst() {
                    if next.isLetter {
                        control(body, next)
                        break
                    }
                    body.append(next)
                }
            case "\r":
                column = 0
                pendingWrap = false
            case "\n":
                lineFeed()
            case "\r\n":
                // One Character in Swift (a grapheme cluster), two controls to a terminal.
                column = 0
                lineFeed()
            default:
                put(character)
            }
        }
    }

    private mutating func put(_ character: Character) {
        let cellWidth = DisplayWidth.of(character)
        if pendingWrap || column + cellWidth > width {
            column = 0
            lineFeed()
        }
        pendingWrap = false
        let index = row * width + column
        // Overwriting half of a wide character leaves its other half blank.
        for covered in column..<min(width, column + max(1, cellWidth)) {
            let at = row * width + covered
            if cells[at].width == 2, covered + 1 < width { cells[at + 1] = TerminalCell(style: cells[at + 1].style) }
            if cells[at].isContinuation, covered > 0 { cells[at - 1] = TerminalCell(style: cells[at - 1].style) }
        }
        cells[index] = TerminalCell(text: String(character), width: UInt8(cellWidth), style: style)
        if cellWidth == 2 { cells[index + 1] = TerminalCell(text: "", width: 0, style: style) }
        if column + cellWidth >= width {
            column = width - 1
            pendingWrap = true
        } else {
            column += cellWidth
        }
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if row == bottom {
            scroll(by: 1)
        } else if row < height - 1 {
            row += 1
        }
    }

    /// Scrolls the region's content up by `distance` rows (down when negative), blanking the
    /// rows it uncovers in the current background, as xterm does.
    private mutating func scroll(by distance: Int) {
        let blank = TerminalCell(style: CellStyle(background: style.background))
        let rows = distance > 0 ? Array(top...bottom) : Array((top...bottom).reversed())
        for row in rows {
            let source = row + distance
            for column in 0..<width {
                cells[row * width + column] = source >= top && source <= bottom ? cells[source * width + column] : blank
            }
        }
    }

    private mutating func control(_ body: String, _ final: Character) {
        let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, default value: Int) -> Int { numbers.indices.contains(index) ? numbers[index] ?? value : value }
        switch (body, final) {
        case ("?25", "l"): cursorVisible = false
        case ("?25", "h"): cursorVisible = true
        case (_, "H"):
            row = min(height - 1, number(0, default: 1) - 1)
            column = min(width - 1, number(1, default: 1) - 1)
            pendingWrap = false
        case (_, "C"):
            column = min(width - 1, column + number(0, default: 1))
            pendingWrap = false
        case (_, "D"):
            column = max(0, column - number(0, default: 1))
            pendingWrap = false
        case ("2", "J"):
            cells = Array(repeating: TerminalCell(style: CellStyle(background: style.background)), count: width * height)
        case ("", "J"):
            let blank = TerminalCell(style: CellStyle(background: style.background))
            for index in (row * width + column)..<cells.count { cells[index] = blank }
        case ("", "K"):
            for index in column..<width { cells[row * width + index] = TerminalCell(style: CellStyle(background: style.background)) }
        case (_, "r"):
            top = body.isEmpty ? 0 : number(0, default: 1) - 1
            bottom = body.isEmpty ? height - 1 : number(1, default: height) - 1
            row = 0
            column = 0
            pendingWrap = false
        case (_, "S"): scroll(by: number(0, default: 1))
        case (_, "T"): scroll(by: -number(0, default: 1))
        case (_, "m"): selectGraphicRendition(numbers.map { $0 ?? 0 })
        default: unknown.append("CSI \(body)\(final)")
        }
    }

    private mutating func selectGraphicRendition(_ parameters: [Int]) {
        var index = 0
        while index < parameters.count {
            let parameter = parameters[index]
            switch parameter {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 3: style.italic = true
            case 4: style.underline = true
            case 7: style.inverse = true
            case 22:
                style.bold = false
                style.dim = false
            case 23: style.italic = false
            case 24: style.underline = false
            case 27: style.inverse = false
            case 30...37: style.foreground = .standard(UInt8(parameter - 30))
            case 90...97: style.foreground = .standard(UInt8(parameter - 90 + 8))
            case 40...47: style.background = .standard(UInt8(parameter - 40))
            case 100...107: style.background = .standard(UInt8(parameter - 100 + 8))
            case 39: style.foreground = nil
            case 49: style.background = nil
            case 38, 48:
                guard index + 4 < parameters.count, parameters[index + 1] == 2 else {
                    unknown.append("SGR \(parameters)")
                    return
                }
                let color = TerminalColor.rgb(UInt8(parameters[index + 2]), UInt8(parameters[index + 3]), UInt8(parameters[index + 4]))
                if parameter == 38 { style.foreground = color } else { style.background = color }
                index += 4
            default: unknown.append("SGR \(parameter)")
            }
            index += 1
        }
    }
}
