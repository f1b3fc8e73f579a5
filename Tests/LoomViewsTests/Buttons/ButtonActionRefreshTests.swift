import Loom
import LoomTestSupport
import Testing

/// A parent's body makes new button actions each time it runs. A button whose title, role and
/// context are unchanged is not rebuilt for that (nothing the host shows changed), yet a tap
/// runs the newest action.
@MainActor
struct ButtonActionRefreshTests {
    /// A row whose body re-runs when its label changes; its button's action captures the label
    /// the body saw.
    @Observable final class Row {
        var label = "first"
        var tapped: [String] = []
    }

    struct RowView: View {
        let row: Row

        var body: some View {
            let seen = row.label
            HStack {
                Text(seen)
                Button("tap") { row.tapped.append(seen) }
            }
        }
    }

    private func button(in host: ViewHost, _ title: String = "tap") -> HostElementID? {
        host.hostTree.snapshot().first(.button, labelled: title)?.id
    }

    @Test func aTapRunsTheActionOfTheNewestBody() throws {
        let row = Row()
        let host = ViewHost(RowView(row: row))
        row.label = "second"
        host.update()
        let id = try #require(button(in: host))
        try host.send(HostEvent(element: id, action: .tap))
        #expect(row.tapped == ["second"])
    }

    @Test func reRunningTheBodyDoesNotRebuildTheButton() {
        let row = Row()
        let host = ViewHost(RowView(row: row))
        let before = host.statistics.builds
        row.label = "second"
        host.update()
        // The row and the changed text: the button is skipped, and the stack and its tuple,
        // unchanged themselves, only hand their content on (they keep no copy of it).
        #expect(host.statistics.builds - before == 2)
        #expect(host.hostTree.takeMutations().count > 0)
    }

    @Test func aNewTitleStillRebuildsTheButton() {
        struct Titled: View {
            let row: Row
            var body: some View { Button(row.label) { row.tapped.append("x") } }
        }
        let row = Row()
        let host = ViewHost(Titled(row: row))
        _ = host.hostTree.takeMutations()
        row.label = "renamed"
        host.update()
        #expect(button(in: host, "renamed") != nil)
    }
}
