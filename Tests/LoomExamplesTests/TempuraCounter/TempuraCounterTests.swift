import Loom
import LoomExamples
import LoomTestSupport
import Testing

/// The Tempura counter: the document's counter, then screens A → B → modal C with Show and Hide.
@MainActor
struct TempuraCounterTests {
    typealias Counter = TempuraCounter

    @Test func theViewModelDescribesTheCounter() {
        var state = Counter.CounterState()
        state.counter = 3
        #expect(Counter.CounterViewModel(state: state).count == "the counter is at 3")
    }

    @Test func addAndSubtractDispatchAndTheScreenFollows() throws {
        let app = Counter.App()
        let ui = ViewHarness(app.view)
        try ui.expectSnapshot(named: "tempura-counter-initial")
        try ui.tap("add")
        try ui.tap("add")
        try ui.tap("sub")
        #expect(app.store.counter == 1)
        #expect(ui.text.contains("the counter is at 1"))
        try ui.verifyReplay()
    }

    @Test func screensAToBToModalCAndBackWithShowAndHide() async throws {
        let app = Counter.App()
        let ui = ViewHarness(app.view)
        try ui.tap("add")
        try ui.tap("Show B")
        #expect(app.navigator.currentRoute == ["screenA", "screenB"])
        try ui.expectSnapshot(named: "tempura-counter-screen-b")
        try ui.tap("Show C")
        #expect(app.navigator.currentRoute == ["screenA", "screenB", "screenC"])
        try ui.tap("Like")
        try ui.tap("Like")
        try ui.expectSnapshot(named: "tempura-counter-modal-c")
        try ui.tap("Close C")
        #expect(app.navigator.currentRoute == ["screenA", "screenB"])
        try await app.store.dispatch(Counter.IncrementCounter())
        #expect(ui.text.contains("Screen B sees the counter at 2"))
        try ui.tap("Back to A")
        #expect(app.navigator.currentRoute == ["screenA"])
        #expect(ui.text.contains("the counter is at 2"))
        try ui.verifyReplay()
    }

    @Test func theBackButtonDismissesTheTopScreen() throws {
        let app = Counter.App()
        let ui = ViewHarness(app.view)
        try ui.tap("Show B")
        try ui.tap("Show C")
        try ui.send(.dismiss, to: try topmostScreen(ui))
        #expect(app.navigator.currentRoute == ["screenA", "screenB"])
        try ui.send(.dismiss, to: try topmostScreen(ui))
        #expect(app.navigator.currentRoute == ["screenA"])
        #expect(ui.text.contains("the counter is at 0"))
        try ui.verifyReplay()
    }

    @Test func theCounterViewSnapshotsMatchTheRecordedText() throws {
        for snapshot in Counter.counterViewSnapshots.render() {
            try TextSnapshot.expect(TextRenderer.render(snapshot.tree.snapshot()), named: "tempura-\(snapshot.name)")
        }
    }

    @Test func theGalleryShowsEverySnapshotUnderItsName() throws {
        let app = Counter.App()
        let ui = ViewHarness(app.view)
        try ui.tap("Snapshots")
        #expect(app.navigator.currentRoute == ["screenA", "snapshots"])
        for snapshot in Counter.counterViewSnapshots.render() {
            #expect(ui.text.contains("text \"\(snapshot.name)\""))
        }
        #expect(ui.text.contains("the counter is at -7"))
        try ui.send(.dismiss, to: try topmostScreen(ui))
        #expect(app.navigator.currentRoute == ["screenA"])
    }

    private func topmostScreen(_ ui: ViewHarness) throws -> HostElementID {
        var found: [HostElementID] = []
        func walk(_ element: HostElementSnapshot) {
            if element.events.contains(.dismiss) { found.append(element.id) }
            element.children.forEach(walk)
        }
        _ = ui.text
        walk(ui.host.hostTree.snapshot())
        return try #require(found.last)
    }
}
