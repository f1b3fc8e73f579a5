@testable import LoomTerminal
import Testing

struct TerminalInputParserTests {
    private func parse(_ text: String) -> [TerminalInput] {
        var parser = TerminalInputParser()
        return parser.parse(Array(text.utf8))
    }

    @Test func severalKeysInOneReadAreAllReported() {
        #expect(parse("\tab\u{1B}[A\u{1B}OB\r\u{7F}\u{1B}[3~\u{1B}[Z\u{03}") == [
            .key(.tab), .key(.character("a")), .key(.character("b")), .key(.up), .key(.down), .key(.enter),
            .key(.backspace), .key(.delete), .key(.backTab), .key(.control("c")),
        ])
    }

    @Test func homeEndPagesAndModifiedArrowsAreRecognised() {
        #expect(parse("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[5~\u{1B}[6~\u{1B}[1;5C") == [
            .key(.home), .key(.end), .key(.home), .key(.end), .key(.pageUp), .key(.pageDown), .key(.right),
        ])
    }

    @Test func aLoneEscapeAtTheEndOfAReadIsTheEscapeKey() {
        #expect(parse("\u{1B}") == [.key(.escape)])
        #expect(parse("x\u{1B}\u{1B}[B") == [.key(.character("x")), .key(.escape), .key(.down)])
        #expect(parse("\u{1B}x") == [.key(.alt("x"))])
    }

    @Test func sequencesAndCharactersSplitAcrossReadsAreJoined() {
        var parser = TerminalInputParser()
        #expect(parser.parse(Array("a\u{1B}[".utf8)) == [.key(.character("a"))])
        #expect(parser.parse(Array("B".utf8)) == [.key(.down)])
        let bytes = Array("日😀".utf8)
        #expect(parser.parse(bytes.prefix(2)) == [])
        #expect(parser.parse(bytes[2..<5]) == [.key(.character("日"))])
        #expect(parser.parse(bytes[5...]) == [.key(.character("😀"))])
    }

    @Test func bracketedPasteIsOneInputEvenAcrossReads() {
        var parser = TerminalInputParser()
        #expect(parser.parse(Array("\u{1B}[200~hello\t\u{1B}[A wo".utf8)) == [])
        #expect(parser.parse(Array("rld\u{1B}[201~\r".utf8)) == [.paste("hello\t\u{1B}[A world"), .key(.enter)])
    }

    @Test func sgrMouseReportsGiveZeroBasedCells() {
        #expect(parse("\u{1B}[<0;5;3M\u{1B}[<0;5;3m\u{1B}[<64;1;1M\u{1B}[<65;2;2M") == [
            .mouse(TerminalMouse(action: .press(0), column: 4, row: 2)),
            .mouse(TerminalMouse(action: .release, column: 4, row: 2)),
            .mouse(TerminalMouse(action: .wheelUp, column: 0, row: 0)),
            .mouse(TerminalMouse(action: .wheelDown, column: 1, row: 1)),
        ])
    }
}
