import Loom
@testable import LoomTerminal
import Testing

/// The encoder's output replayed on ``VirtualTerminal``: every frame must turn the old screen
/// into the new one exactly, whatever shortcuts it takes (scrolls, erases, short moves).
struct FrameEncoderTests {
    private static let styles: [CellStyle] = [
        .plain, CellStyle(foreground: .standard(9)), CellStyle(bold: true), CellStyle(dim: true, inverse: true),
        CellStyle(foreground: .rgb(10, 200, 30), background: .standard(4), underline: true), CellStyle(background: .rgb(1, 2, 3)),
        CellStyle(bold: true, dim: true, italic: true),
    ]
    private static let words = ["row", "日本", "😀", "a", "longer text here", "é", "x y", "  "]

    /// A random edit of `buffer`: rows shifted as a list scrolls or loses a row, words written
    /// in random styles, a row's end cleared.
    private static func edit(_ buffer: CellBuffer, using generator: inout some RandomNumberGenerator) -> CellBuffer {
        var next = buffer
        if Bool.random(using: &generator) {
            let top = Int.random(in: 0..<next.height - 1, using: &generator)
            let bottom = Int.random(in: top + 1..<next.height, using: &generator)
            let distance = Int.random(in: 1...max(1, (bottom - top) / 2), using: &generator) * (Bool.random(using: &generator) ? 1 : -1)
            next.scroll(top: top, bottom: bottom, by: distance)
        }
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            let style = styles.randomElement(using: &generator) ?? .plain
            let word = words.randomElement(using: &generator) ?? "a"
            next.write(word, column: Int.random(in: 0..<next.width, using: &generator), row: Int.random(in: 0..<next.height, using: &generator), style: style, clip: next.bounds)
        }
        if Bool.random(using: &generator) {
            let row = Int.random(in: 0..<next.height, using: &generator)
            let column = Int.random(in: 0..<next.width, using: &generator)
            next.clear(CellRect(x: column, y: row, width: next.width - column, height: 1), style: .plain, clip: next.bounds)
        }
        return next
    }

    @Test func everyFrameTurnsTheShownScreenIntoTheNextOne() {
        var generator = SystemRandomNumberGenerator()
        for size in [(12, 6), (30, 10), (7, 3)] {
            var terminal = VirtualTerminal(width: size.0, height: size.1)
            var shown: CellBuffer?
            var shownCursor: CursorPosition?
            var buffer = CellBuffer(width: size.0, height: size.1)
            for step in 0..<300 {
                buffer = Self.edit(buffer, using: &generator)
                let cursor = Bool.random(using: &generator)
                    ? CursorPosition(column: Int.random(in: 0..<size.0, using: &generator), row: Int.random(in: 0..<size.1, using: &generator)) : nil
                // Now and then a full redraw, as after a resize or Ctrl-L.
                let from = step % 97 == 0 ? nil : shown
                let frame = FrameEncoder.encode(from: from, to: buffer, depth: .trueColor, cursor: cursor, previousCursor: shownCursor)
                terminal.apply(frame.bytes)
                #expect(terminal.unknown.isEmpty, "\(terminal.unknown)")
                let matches = terminal.shows(buffer)
                #expect(matches, "size \(size), step \(step): \(terminal.firstDifference(from: buffer) ?? "") after \(String(decoding: frame.bytes, as: UTF8.self).debugDescription)")
                #expect(terminal.cursorVisible == (cursor != nil), "step \(step)")
                if let cursor { #expect(terminal.column == cursor.column && terminal.row == cursor.row) }
                if !terminal.unknown.isEmpty || !matches { return }
                shown = buffer
                shownCursor = cursor
            }
        }
    }

    @Test func rowsThatMovedUpAreScrolledNotRewritten() {
        var before = CellBuffer(width: 40, height: 12)
        let letters = Array("abcdefghijklm")
        for row in 0..<12 { before.write(String(repeating: letters[row], count: 30), column: 0, row: row, style: .plain, clip: before.bounds) }
        // The fourth row is removed: the ones below move up, a new one comes in at the bottom.
        var after = before
        after.scroll(top: 3, bottom: 11, by: 1)
        after.write(String(repeating: "m", count: 26), column: 0, row: 11, style: .plain, clip: after.bounds)
        let frame = FrameEncoder.encode(from: before, to: after, depth: .trueColor, cursor: nil, previousCursor: nil)
        let text = String(decoding: frame.bytes, as: UTF8.self)
        #expect(text.contains("\u{1B}[4;12r\u{1B}[1S\u{1B}[r"))
        // Only the new bottom row is written (its text differs from the blank the scroll left).
        #expect(frame.changedCells == 26)
        var terminal = VirtualTerminal(showing: before)
        terminal.apply(frame.bytes)
        #expect(terminal.shows(after))
    }

    @Test func aRowThatTurnedBlankIsErasedWithOneSequence() {
        var before = CellBuffer(width: 40, height: 3)
        before.write("a label that goes away", column: 0, row: 1, style: .plain, clip: before.bounds)
        let after = CellBuffer(width: 40, height: 3)
        let frame = FrameEncoder.encode(from: before, to: after, depth: .trueColor, cursor: nil, previousCursor: nil)
        #expect(String(decoding: frame.bytes, as: UTF8.self) == "\u{1B}[2H\u{1B}[m\u{1B}[K")
        #expect(frame.changedCells == 18)  // its spaces were blank already
    }

    @Test func aScreenBlankFromARowDownIsErasedWithOneSequence() {
        var before = CellBuffer(width: 40, height: 6)
        for row in 1..<6 { before.write("row \(row) of a list being cleared", column: 0, row: row, style: .plain, clip: before.bounds) }
        var after = CellBuffer(width: 40, height: 6)
        after.write("row 1 of a list", column: 0, row: 1, style: .plain, clip: after.bounds)
        let frame = FrameEncoder.encode(from: before, to: after, depth: .trueColor, cursor: nil, previousCursor: nil)
        #expect(String(decoding: frame.bytes, as: UTF8.self) == "\u{1B}[2;17H\u{1B}[m\u{1B}[J")
        var terminal = VirtualTerminal(showing: before)
        terminal.apply(frame.bytes)
        #expect(terminal.shows(after))
    }

    @Test func stylesChangeByTheirDifferenceAndMovesAreShort() {
        var before = CellBuffer(width: 20, height: 2)
        before.write("ab cd", column: 0, row: 0, style: .plain, clip: before.bounds)
        var after = before
        after.write("A", column: 0, row: 0, style: CellStyle(bold: true), clip: after.bounds)
        after.write("C", column: 3, row: 0, style: CellStyle(bold: true, underline: true), clip: after.bounds)
        after.write("x", column: 0, row: 1, style: CellStyle(bold: true), clip: after.bounds)
        let frame = FrameEncoder.encode(from: before, to: after, depth: .trueColor, cursor: nil, previousCursor: nil)
        // Reset then bold for the first cell; a two-cell jump; underline added; CR LF to the next
        // row, where underline is taken off again.
        #expect(String(decoding: frame.bytes, as: UTF8.self) == "\u{1B}[H\u{1B}[0;1mA\u{1B}[2C\u{1B}[4mC\r\n\u{1B}[24mx")
    }
}
