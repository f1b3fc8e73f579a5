import Loom
import LoomTestSupport
import Testing

/// An `@Observable` model changed after a view that read it went away must not reach the gone
/// view. The engine's Observation change handler used to hold its node's handle unretained, so
/// the write after removal read a freed handle (a crash, a heap-use-after-free under ASan).
@MainActor
struct ObservationAfterRemovalTests {
    /// The model: thread-safe, for the writes from other threads (see ``Cell``).
    typealias Model = Cell

    struct ValueView: View {
        let model: Model
        var body: some View { Text("value \(model.value)") }
    }

    struct Screen: View {
        let model: Model
        @State private var shows = true
        var body: some View {
            VStack {
                if shows { ValueView(model: model).onDisappear { model.value += 100 } }
                Button("hide") { shows = false }
                Button("show") { shows = true }
                Button("bump") { model.value += 1 }
                Button("hide and bump") {
                    shows = false
                    model.value += 1
                }
            }
        }
    }

    @Test func aModelWrittenAfterItsReaderWasHiddenDoesNotReachTheGoneView() throws {
        let model = Model()
        let ui = ViewHarness(Screen(model: model))
        #expect(ui.text.contains("value 0"))
        try ui.tap("hide")
        // The onDisappear wrote the model once already, during the commit of the removal.
        try ui.tap("bump")
        try ui.tap("bump")
        #expect(model.value == 102)
        try ui.tap("show")
        #expect(ui.text.contains("value 102"))
        try ui.verifyReplay()
        #expect(ui.issues.isEmpty)
    }

    @Test func aModelWrittenFromAnotherThreadAfterItsReaderWasHiddenIsHarmless() async throws {
        let model = Model()
        let ui = ViewHarness(Screen(model: model))
        #expect(ui.text.contains("value 0"))
        try ui.tap("hide")
        await Task.detached { model.value += 1 }.value
        // The handler hopped to the main actor: let that hop run.
        for _ in 0..<10 { await Task.yield() }
        try ui.tap("show")
        #expect(ui.text.contains("value 101"))
        await Task.detached { model.value += 1 }.value
        for _ in 0..<10 { await Task.yield() }
        #expect(ui.text.contains("value 102"))
        try ui.verifyReplay()
        #expect(ui.issues.isEmpty)
    }

    @Test func aRemovalAndAWriteInTheSameUpdateLeaveNothingBehind() throws {
        let model = Model()
        let ui = ViewHarness(Screen(model: model))
        #expect(ui.text.contains("value 0"))
        try ui.tap("hide and bump")
        try ui.tap("bump")
        try ui.tap("show")
        #expect(ui.text.contains("value 102"))
        try ui.tap("hide and bump")
        try ui.tap("bump")
        #expect(model.value == 204)
        try ui.verifyReplay()
        #expect(ui.issues.isEmpty)
    }

    @Test func aModelWrittenAfterTheWholeHostIsGoneIsHarmless() async {
        let model = Model()
        var host: ViewHost? = ViewHost(Screen(model: model))
        host?.update()
        host = nil
        model.value += 1
        await Task.detached { model.value += 1 }.value
        for _ in 0..<10 { await Task.yield() }
        var node: Node? = Node()
        if let node { ValueView(model: model).buildNodeTree(node) }
        node = nil
        model.value += 1
        #expect(model.value == 3)
    }
}
