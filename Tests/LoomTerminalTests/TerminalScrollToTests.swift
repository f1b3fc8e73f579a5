import Loom
@testable import LoomTerminal
import Testing

/// `ScrollViewReader` in the terminal: its buttons show above its scroll view, and
/// `scrollTo(_:anchor:)` moves the scroll view so the row shows, lined up by the anchor.
@MainActor
struct TerminalScrollToTests {
    struct Log: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    HStack {
                        Button("Top") { proxy.scrollTo(0, anchor: .top) }
                        Button("Middle") { proxy.scrollTo(50, anchor: .center) }
                        Button("End") { proxy.scrollTo(99, anchor: .bottom) }
                        Button("Near") { proxy.scrollTo(30) }
                    }
                    ScrollView {
                        VStack(alignment: .leading) {
                            ForEach(0..<100) { index in Text("Line \(index)") }
                        }
                    }
                }
            }
        }
    }

    /// The screen's line showing `text`, if any.
    private func line(of text: String, in ui: TerminalHarness) -> Int? {
        ui.lines.firstIndex { $0.hasPrefix(text + " ") || $0 == text || $0.hasPrefix(text + "│") || $0.hasPrefix(text + "┃") }
    }

    private func press(_ title: String, in ui: TerminalHarness) {
        ui.frame()
        guard let target = ui.renderer.layout.activeTargets.first(where: { Controls.buttonLabel($0.element).contains(title) }) else {
            Issue.record("no button \(title)")
            return
        }
        ui.renderer.state.focus = target.id
        ui.keys(.enter)
    }

    /// The reader's stack is as tall as the screen, not as all its rows: the scroll view gets the
    /// lines under the buttons and shows its scroll bar (it took all 100 rows, so nothing scrolled).
    @Test func theReadersButtonsShowAboveItsScrollView() {
        let ui = TerminalHarness(Log(), width: 40, height: 10)
        let lines = ui.lines
        let screen = Comment(rawValue: lines.joined(separator: "\n"))
        #expect(lines.first?.contains("Top") == true, screen)
        #expect(lines[1].hasPrefix("Line 0") && lines[1].hasSuffix("┃"), screen)
        #expect(lines[9].hasPrefix("Line 8") && lines[9].hasSuffix("│"), screen)
    }

    /// The showcase's shape: the reader's content is a row of buttons and a scroll view, under
    /// a title and a horizontal scroll view (as tall as its content, one line).
    @Test func theShowcasesButtonRowShowsWithItsRowsBelow() {
        let view = VStack(alignment: .leading) {
            Text("Title")
            ScrollView(.horizontal) { HStack { ForEach(0..<30) { index in Button("Card \(index)") {} } } }
            ScrollViewReader { _ in
                HStack { Button("Bottom") {}; Button("Top") {} }
                ScrollView { LazyVStack(alignment: .leading) { ForEach(0..<100_000) { index in Button("Row \(index)") {} } } }
            }
        }
        let ui = TerminalHarness(view, width: 40, height: 10)
        let lines = ui.lines
        let screen = Comment(rawValue: lines.joined(separator: "\n"))
        #expect(lines[0] == "Title", screen)
        #expect(lines[1].contains("Card 0"), screen)
        #expect(lines[2].contains("Bottom"), screen)
        #expect(lines[3].hasPrefix("[ Row 0 ]") && lines[9].hasPrefix("[ Row 6 ]"), screen)
    }

    @Test func scrollToLinesTheRowUpByItsAnchor() {
        let ui = TerminalHarness(Log(), width: 40, height: 10)
        // The scroll view has lines 1…9 of the screen: nine rows.
        press("End", in: ui)
        #expect(line(of: "Line 99", in: ui) == 9, Comment(rawValue: ui.lines.joined(separator: "\n")))
        press("Middle", in: ui)
        #expect(line(of: "Line 50", in: ui) == 5, Comment(rawValue: ui.lines.joined(separator: "\n")))
        press("Top", in: ui)
        #expect(line(of: "Line 0", in: ui) == 1, Comment(rawValue: ui.lines.joined(separator: "\n")))
        // No anchor: the least scroll that shows it, here bringing it to the bottom edge.
        press("Near", in: ui)
        #expect(line(of: "Line 30", in: ui) == 9, Comment(rawValue: ui.lines.joined(separator: "\n")))
        // Asked again while it shows: nothing moves.
        press("Near", in: ui)
        #expect(line(of: "Line 30", in: ui) == 9, Comment(rawValue: ui.lines.joined(separator: "\n")))
    }

    @Test func aRequestIsActedOnOnceSoTheUserCanScrollAway() {
        let ui = TerminalHarness(Log(), width: 40, height: 10)
        press("End", in: ui)
        ui.input(.mouse(TerminalMouse(action: .wheelUp, column: 2, row: 5)))
        #expect(line(of: "Line 99", in: ui) == nil, Comment(rawValue: ui.lines.joined(separator: "\n")))
    }

    struct LazyLog: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    HStack {
                        Button("Bottom") { proxy.scrollTo(99_999, anchor: .bottom) }
                        Button("Top") { proxy.scrollTo(0, anchor: .top) }
                    }
                    ScrollView {
                        LazyVStack(alignment: .leading) {
                            ForEach(0..<100_000) { index in Text("Row \(index)") }
                        }
                    }
                }
            }
        }
    }

    @Test func scrollToReachesALazyStacksRowNotBuilt() {
        let ui = TerminalHarness(LazyLog(), width: 40, height: 10)
        press("Bottom", in: ui)
        #expect(line(of: "Row 99999", in: ui) == 9, Comment(rawValue: ui.lines.joined(separator: "\n")))
        #expect(line(of: "Row 99991", in: ui) == 1, Comment(rawValue: ui.lines.joined(separator: "\n")))
        press("Top", in: ui)
        #expect(line(of: "Row 0", in: ui) == 1, Comment(rawValue: ui.lines.joined(separator: "\n")))
        // The scroll view is the screen's height, so the rows it reports in view (and the app
        // builds) are a screenful: laid out as tall as all its rows, it asked for all 100,000
        // (the seconds an Enter on Bottom took).
        #expect((builtRows(ui)?.count ?? .max) < 100, "\(String(describing: builtRows(ui)))")
    }

    private func builtRows(_ ui: TerminalHarness) -> HostLazyRows? {
        func find(_ element: HostElementSnapshot) -> HostLazyRows? {
            if case .lazyRows(let rows)? = element.properties[.lazyRows] { return rows }
            return element.children.lazy.compactMap(find).first
        }
        return find(ui.host.hostTree.snapshot())
    }
}
