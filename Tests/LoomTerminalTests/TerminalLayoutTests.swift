import Loom
@testable import LoomTerminal
import Testing

@MainActor
struct TerminalLayoutTests {
    @Test func vstackPutsChildrenOnRowsAndCentresThemByDefault() {
        let lines = cells(VStack { Text("Title"); Text("a"); Text("longer line") })
        #expect(Array(lines.prefix(3)) == ["   Title", "     a", "longer line"])
    }

    @Test func leadingVStackWithSpacingLeavesBlankRows() {
        let lines = cells(VStack(alignment: .leading, spacing: 16) { Text("one"); Text("two") })
        #expect(Array(lines.prefix(3)) == ["one", "", "two"])
    }

    @Test func hstackSeparatesChildrenByOneColumnAndSpacerPushesToTheEdge() {
        #expect(cells(HStack { Text("a"); Text("b") }).first == "a b")
        let lines = cells(HStack { Text("left"); Spacer(); Text("right") }, width: 20)
        #expect(lines.first == "left           right")
    }

    @Test func paddingIsTwoColumnsAndOneRowPerSixteenPoints() {
        let lines = cells(Text("x").padding())
        #expect(Array(lines.prefix(2)) == ["", "  x"])
    }

    @Test func framesFixTheSizeAndAlignTheContent() {
        let lines = cells(HStack(spacing: 0) { Text("ab").frame(width: 80, alignment: .trailing); Text("|") })
        #expect(lines.first == "        ab|")
        let wide = cells(VStack { Text("c").frame(maxWidth: .infinity, alignment: .trailing) }, width: 12)
        #expect(wide.first == "           c")
    }

    @Test func dividerSpansTheWidthItIsOffered() {
        let lines = cells(VStack { Text("abcde"); Divider() }.frame(width: 80))
        #expect(Array(lines.prefix(2)) == ["  abcde", "──────────"])
    }

    @Test func textWrapsByDisplayWidthWithWideCharactersTakingTwoCells() {
        let lines = cells(Text("日本語 テキスト abc"), width: 8)
        #expect(Array(lines.prefix(3)) == ["日本語", "テキスト", "abc"])
        // A wide character never straddles the right edge: the row ends one cell short.
        #expect(TextWrapping.lines("ab日本", width: 3) == ["ab", "日", "本"])
    }

    @Test func combiningMarksAndEmojiKeepColumnsAligned() {
        let lines = cells(VStack(alignment: .leading) { HStack(spacing: 0) { Text("e\u{301}😀"); Text("|") }; Text("abc|") })
        #expect(lines[0] == "é😀|")
        #expect(DisplayWidth.of(lines[0]) == DisplayWidth.of(lines[1]))
    }

    @Test func controlsHaveTheirTerminalForm() {
        struct Form: View {
            @State var on = true
            @State var name = ""
            var body: some View {
                VStack(alignment: .leading) {
                    Button("Save") {}
                    Toggle("Wi-Fi", isOn: $on)
                    TextField("Name", text: $name)
                }
            }
        }
        let lines = cells(Form())
        #expect(lines[0] == "[ Save ]")
        #expect(lines[1] == "[x] Wi-Fi")
        #expect(lines[2].hasPrefix("Name"))
    }

    @Test func alertIsACentredRoundedBoxOverTheContent() {
        struct Screen: View {
            @State var showing = true
            var body: some View {
                Text("behind").alert("Delete?", isPresented: $showing) { Button("OK") {} } message: { Text("Gone for good.") }
            }
        }
        let lines = cells(Screen(), width: 30, height: 9)
        #expect(lines.contains { $0.contains("╭") && $0.contains("╮") })
        #expect(lines.contains { $0.contains("Delete?") })
        #expect(lines.contains { $0.contains("Gone for good.") })
        #expect(lines.contains { $0.contains("[ OK ]") })
        #expect(lines.contains { $0.contains("╰") })
        let top = lines.firstIndex { $0.contains("╭") } ?? 0
        #expect(top > 0, "the box is centred vertically, not at the top")
    }

    @Test func scrollViewClipsItsContentAndShowsAScrollBar() {
        let view = ScrollView { VStack(alignment: .leading, spacing: 0) { ForEach(0..<20) { Text("row \($0)") } } }
        let lines = cells(VStack(spacing: 0) { view.frame(height: 64) }, width: 20, height: 10)
        #expect(lines[0].hasPrefix("row 0"))
        #expect(lines[3].hasPrefix("row 3"))
        #expect(!lines.contains { $0.hasPrefix("row 4") })
        #expect(lines[0].hasSuffix("┃"))
    }

    @Test func unknownContainersStillShowTheirChildren() {
        // A kind this renderer knows nothing about (a colleague's new element) still shows
        // its text and children, laid out top to bottom.
        let child = HostElementSnapshot(id: HostElementID(2), kind: .text, properties: [.text("inside")])
        let root = HostElementSnapshot(id: .root, kind: .root, children: [
            HostElementSnapshot(id: HostElementID(1), kind: .container, children: [child]),
        ])
        let layout = TerminalLayout(root, size: CellSize(width: 10, height: 2))
        #expect(layout.buffer.lines == ["inside", ""])
    }
}
