import Loom
import Testing

/// Lazy stacks in the terminal: the rows not built take a line each, and scrolling (page keys,
/// the wheel, arrows walking the rows) tells the app which rows show, so it builds them.
@MainActor
struct TerminalLazyRowsTests {
    struct Rows: View {
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<100_000) { index in Button("Row \(index)") {} }
                }
            }
        }
    }

    private func builtRows(_ ui: TerminalHarness) -> HostLazyRows? {
        func find(_ element: HostElementSnapshot) -> HostLazyRows? {
            if case .lazyRows(let rows)? = element.properties[.lazyRows] { return rows }
            return element.children.lazy.compactMap(find).first
        }
        return find(ui.host.hostTree.snapshot())
    }

    @Test func pageDownPastTheBuiltRowsBuildsTheRowsThatShow() {
        let ui = TerminalHarness(Rows(), width: 30, height: 10)
        #expect(ui.lines.first?.contains("Row 0") == true)
        #expect(builtRows(ui)?.first == 0)
        // 50 rows are built; six pages of nine lines go past them.
        for _ in 0..<6 { ui.keys(.pageDown) }
        let rows = builtRows(ui)
        #expect((rows?.first ?? 0) > 0, "the window moved")
        let screen = ui.lines.joined(separator: "\n")
        #expect(screen.contains("Row 5") && !screen.contains("Row 0 "), Comment(rawValue: screen))
        // What shows is built: every line of the scroll view holds a row.
        let shown = ui.lines.filter { $0.contains("Row ") }.count
        #expect(shown >= 9, Comment(rawValue: screen))
    }

    @Test func walkingDownWithTheArrowKeyGoesPastTheFirstWindow() {
        let ui = TerminalHarness(Rows(), width: 30, height: 10)
        for _ in 0..<60 { ui.keys(.down) }
        let screen = ui.lines.joined(separator: "\n")
        #expect(screen.contains("Row 60"), Comment(rawValue: screen))
    }

    @Test func theWheelScrollsIntoRowsNotBuiltAndTheyArrive() {
        let ui = TerminalHarness(Rows(), width: 30, height: 10)
        // Three lines a notch: 30 notches bring rows 90… into view, far past the first 50.
        for _ in 0..<30 { ui.input(.mouse(TerminalMouse(action: .wheelDown, column: 2, row: 2))) }
        let screen = ui.lines.joined(separator: "\n")
        #expect(screen.contains("Row 90"), Comment(rawValue: screen))
        #expect((builtRows(ui)?.first ?? 0) > 50)
    }
}
