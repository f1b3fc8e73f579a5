import Loom
@testable import LoomTerminal
import Testing

/// `Image(systemName:)` in the terminal: one cell per symbol, from the table the text renderer
/// shares (`HostSymbolText`), and a neutral mark for names it does not know.
@MainActor
struct TerminalSymbolTests {
    @Test func aKnownSymbolIsItsCharacterAndKeepsTheColumnsAfterIt() {
        let lines = cells(HStack(spacing: 0) { Image(systemName: "star.fill"); Image(systemName: "checkmark"); Text("|") })
        #expect(lines.first == "★✓|")
    }

    @Test func anUnknownSymbolIsTheDottedCircle() {
        let lines = cells(HStack(spacing: 0) { Image(systemName: "no.such.symbol"); Text("|") })
        #expect(lines.first == "◌|")
    }

    @Test func everyTextFormTakesOneCellAndNeedsNoEmojiFont() {
        for name in HostSymbolText.names.sorted() {
            let form = HostSymbolText.form(for: name)
            #expect(DisplayWidth.of(form) == 1, "\(name): \(form)")
            #expect(form.unicodeScalars.count == 1 && !form.unicodeScalars.allSatisfy(\.properties.isEmojiPresentation), "\(name)")
        }
        #expect(DisplayWidth.of(HostSymbolText.unknown) == 1)
    }
}
