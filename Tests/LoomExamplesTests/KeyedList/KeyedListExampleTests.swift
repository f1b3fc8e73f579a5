import LoomExamples
import LoomTestSupport
import Testing

@MainActor
struct KeyedListExampleTests {
    @Test func rowsKeepTheirStarsWhenShuffledAndSelectionRemovesTheRow() throws {
        let ui = ViewHarness(KeyedListApp(shuffle: { $0.reversed() }))
        try ui.expectSnapshot(named: "keyed-list-initial")
        try ui.tap("☆")
        try ui.tap("Add")
        try ui.tap("Shuffle")
        try ui.expectSnapshot(named: "keyed-list-shuffled")
        try ui.tap("Select")
        #expect(ui.text.contains("text \"Selected: Damson\""))
        try ui.tap("Remove selected")
        try ui.expectSnapshot(named: "keyed-list-after-removal")
        try ui.verifyReplay()
        #expect(ui.issues.isEmpty)
    }
}
