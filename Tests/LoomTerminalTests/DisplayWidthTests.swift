import Testing
@testable import LoomTerminal

@Suite struct DisplayWidthTests {
    @Test func wideCJKAndEmojiTakeTwoCellsAndCombiningMarksNone() {
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("❤️") == 2)
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("한글") == 4)
    }
}
