import Foundation
import Loom
import LoomExamples
import LoomTesting
import LoomWebWire
import Testing

@testable import LoomDevTools
@testable import LoomWebServer

/// DevTools' side of a session: its history (events, the patches they sent), its views as
/// the inspector reads them, and recordings that replay as tests, from a fresh app, and fail
/// when the app behaves otherwise.
@MainActor
struct DevToolsTests {
    private var app: WebApp {
        var app = WebApp(path: "counter", title: "Counter") { ViewHost(StateCounterApp()) }
        app.rootViewType = String(reflecting: StateCounterApp.self)
        return app
    }

    private var katanaApp: WebApp {
        var app = WebApp(path: "katana-counter", title: "Katana counter") {
            ViewHost(KatanaCounter.CounterView(store: KatanaCounter.makeStore()))
        }
        app.rootViewType = String(reflecting: KatanaCounter.CounterView.self)
        return app
    }

    private func open(
        _ app: WebApp? = nil, devTools: Bool = true
    ) async throws -> (SessionRegistry, DevToolsHub?, WebSession, EncodedFrames.Iterator, SessionInbox) {
        let app = app ?? self.app
        var configuration = WebServerConfiguration()
        if devTools { configuration.devTools = DevTools.configuration(key: "test-key", historyLimit: 50) }
        let sessions = SessionRegistry(configuration: configuration)
        let hub = devTools ? DevToolsHub(registry: sessions) : nil
        sessions.devTools = hub
        let attached = try await sessions.attach(app, token: nil, client: "10.0.0.1").get()
        var frames = attached.frames.makeAsyncIterator()
        _ = await frames.next(isolation: #isolation)
        return (sessions, hub, attached.session, frames, attached.inbox)
    }

    /// Taps the button showing `title` as a page does, and waits until it is applied.
    private func tap(_ title: String, in session: WebSession, _ inbox: SessionInbox) async throws {
        let button = try #require(session.hosted.hostTree.snapshot().first(.button, labelled: title))
        let sequence = session.lastApplied + 1
        inbox.submit(#"{"id":\#(button.id.rawValue),"e":"tap","s":\#(sequence)}"#, maximumBytes: 1024)
        for _ in 0..<2000 where session.lastApplied < sequence { await Task.yield() }
        #expect(session.lastApplied == sequence)
    }

    @Test func theHistoryNamesEachEventItsElementAndThePatchItSent() async throws {
        var (sessions, hub, session, frames, inbox) = try await open()
        try await tap("Increment", in: session, inbox)
        // The patch's size is added when the page's writer encodes it.
        let patch = try #require(await frames.next(isolation: #isolation))
        let entry = try #require(hub?.history(of: 1).last)
        #expect(entry.event == .tap)
        #expect(entry.target == #"button "Increment""#)
        #expect(entry.patchOperations > 0)
        #expect(entry.patchBytes == patch.utf8.count)
        // The counter's body ran, and the step picker's did not (its binding did not change).
        #expect(entry.renderedViews.first == "StateCounterApp")
        #expect(!entry.renderedViews.contains("StepPicker") && entry.renderedViews.count < 10)
        #expect(hub?.sessions.map(\.appliedEvents) == [1])
        sessions.endAll()
    }

    @Test func theHistoryKeepsItsLimit() async throws {
        let (sessions, hub, session, _, inbox) = try await open()
        for _ in 0..<60 { try await tap("Increment", in: session, inbox) }
        let numbers = try #require(hub?.history(of: 1)).map(\.number)
        #expect(numbers.count == 50 && numbers.first == 11 && numbers.last == 60)
        sessions.endAll()
    }

    @Test func theInspectorSeesTheViewsTheirStateAndWhyTheirBodiesRan() async throws {
        let (sessions, hub, session, _, inbox) = try await open()
        try await tap("Increment", in: session, inbox)
        try await tap("5", in: session, inbox)
        let tree = try #require(hub?.inspectedTree(of: 1))
        let counter = try #require(Self.first(named: "StateCounterApp", in: tree))
        #expect(counter.properties.contains(InspectedProperty(name: "step", kind: "@State", value: "5")))
        #expect(counter.properties.contains { $0.name == "model" && $0.kind == "@StateObject" && $0.value.contains("counter: 1") })
        // Built once, then again for the model's change; the step is read only by the picker,
        // so its change ran the picker's body and not the counter's.
        #expect(counter.bodyRuns == 2)
        #expect(counter.lastBodyRunReason == "a @StateObject of type CounterModel announced a change")
        let picker = try #require(Self.first(named: "StepPicker", in: tree))
        #expect(picker.properties == [InspectedProperty(name: "step", kind: "@Binding", value: "5")])
        #expect(picker.bodyRuns == 2 && picker.lastBodyRunReason == "a value it read changed")
        sessions.endAll()
    }

    @Test func aRecordingReplaysAsATestFromAFreshAppAndFailsWhenTheAppDiffers() async throws {
        let (sessions, hub, session, _, inbox) = try await open()
        let hub_ = try #require(hub)
        for _ in 0..<3 { try await tap("Increment", in: session, inbox) }
        #expect(hub_.startRecording(1))
        try await tap("Increment", in: session, inbox)
        try await tap("5", in: session, inbox)
        try await tap("Increment", in: session, inbox)
        let recording = try #require(hub_.stopRecording(1))
        #expect(recording.leadingEvents.count == 3 && recording.steps.count == 3)
        #expect(recording.name == "recorded Counter session 1")

        try ViewHarness(StateCounterApp()).replay(recording)
        // Another app (a counter that starts at 10) fails at the first screen it differs on.
        #expect(throws: HarnessError.self) { try ViewHarness(OtherCounter()).replay(recording) }

        // The test DevTools writes for it is the one in LoomExamplesTests, exported from a
        // browser session of the showcase doing the same: it compiles and passes there.
        let exported = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../LoomExamplesTests/StateCounter/RecordedCounterSessionTests.swift")
        #expect(RecordedTestWriter.swiftTest(for: recording) == (try String(contentsOf: exported, encoding: .utf8)))
        sessions.endAll()
    }

    @Test func aRecordingOfAStoresSessionEndsByCheckingTheStoresFinalState() async throws {
        let (sessions, hub, session, _, inbox) = try await open(katanaApp)
        let hub_ = try #require(hub)
        try await tap("add", in: session, inbox)
        #expect(hub_.startRecording(1))
        try await tap("add", in: session, inbox)
        try await tap("add", in: session, inbox)
        try await tap("sub", in: session, inbox)
        let recording = try #require(hub_.stopRecording(1))
        #expect(recording.finalStates == ["Katana CounterState": "KatanaCounter.CounterState(counter: 2)"])
        // Each action names the views its event re-rendered.
        let action = try #require(hub_.architectureLog(of: 1).last { $0.kind == "action" })
        #expect(action.detail.contains("DecrementCounter") && action.renderedViews.first == "CounterView", "\(action)")

        // The store is made among the view's arguments, inside the harness: it is traced.
        let replayed = ViewHarness(KatanaCounter.CounterView(store: KatanaCounter.makeStore()), tracingStores: true)
        try replayed.replay(recording)
        #expect(replayed.storeStates == recording.finalStates)
        // A store that ends elsewhere fails the replay, though every screen matched.
        var otherEnd = recording
        otherEnd.finalStates["Katana CounterState"] = "KatanaCounter.CounterState(counter: 3)"
        #expect(throws: HarnessError.self) {
            try ViewHarness(KatanaCounter.CounterView(store: KatanaCounter.makeStore()), tracingStores: true).replay(otherEnd)
        }
        // A harness that does not trace its stores says so rather than pass.
        #expect(throws: HarnessError.self) { try ViewHarness(StateCounterApp()).expectStoreStates([:]) }

        let test = RecordedTestWriter.swiftTest(for: recording)
        #expect(test.contains("    let ui = ViewHarness(KatanaCounter.CounterView(), tracingStores: true)\n"))
        #expect(test.hasSuffix(##"""
                    """#)
                try ui.expectStoreStates([
                    "Katana CounterState": #"""
                        KatanaCounter.CounterState(counter: 2)
                        """#,
                ])
            }

            """##), "\(test)")
        sessions.endAll()
    }

    @Test func timeTravelShowsEachScreenAndResumesFromOne() async throws {
        let (sessions, hub, session, _, inbox) = try await open()
        let devTools = try #require(hub)
        for _ in 0..<3 { try await tap("Increment", in: session, inbox) }
        let points = devTools.travelPoints(of: 1)
        #expect(points.map(\.events) == [0, 1, 2, 3])
        #expect(points.map { $0.screen.labels.contains("Count: \($0.events)") } == [true, true, true, true])

        try devTools.resume(1, afterEvents: 1)
        #expect(session.hosted.hostTree.snapshot().labels.contains("Count: 1"))
        #expect(devTools.travelPoints(of: 1).map(\.events) == [0, 1])
        // The session goes on from there, and its later events are forgotten.
        try await tap("Increment", in: session, inbox)
        #expect(session.hosted.hostTree.snapshot().labels.contains("Count: 2"))
        #expect(devTools.travelPoints(of: 1).map(\.events) == [0, 1, 2])
        sessions.endAll()
    }

    @Test func timeTravelRefusesToResumeBeforeWhatItsHistoryStillHolds() async throws {
        let (sessions, hub, session, _, inbox) = try await open()
        for _ in 0..<55 { try await tap("Increment", in: session, inbox) }
        #expect(throws: DevToolsHub.TravelError.historyIncomplete) { try hub?.resume(1, afterEvents: 54) }
        #expect(session.hosted.hostTree.snapshot().labels.contains("Count: 55"))
        sessions.endAll()
    }

    @Test func anAppInTheTerminalIsListedWithThePagesAndItsEventsNoteWhatTheyDrew() async throws {
        let (sessions, hub, _, _, _) = try await open()
        let hub_ = try #require(hub)
        let terminal = hub_.openTerminalSession(title: "Counter in the terminal", rootViewType: String(reflecting: StateCounterApp.self)) {
            ViewHost(StateCounterApp())
        }
        // Numbered after the page's session 1, with it in the list.
        #expect(hub_.sessions.map(\.id) == [1, 2] && hub_.sessions[1].appTitle == "Counter in the terminal")
        #expect(hub_.startRecording(2))
        let button = try #require(terminal.hosted.hostTree.snapshot().first(.button, labelled: "Increment"))
        let entry = try #require(terminal.apply(HostEvent(element: button.id, action: .tap)) {
            defer { terminal.hosted.update() }
            try terminal.hosted.hostTree.send(HostEvent(element: button.id, action: .tap))
        })
        terminal.noteWritten(bytes: 61, cells: 5, by: entry)
        let noted = try #require(hub_.history(of: 2).last)
        #expect(noted.event == .tap && noted.target == #"button "Increment""# && noted.renderedViews.first == "StateCounterApp")
        #expect(noted.terminalCells == 5 && noted.patchBytes == 61)
        #expect(EventLine.text(noted).hasSuffix("→ 5 cells, 61 B written"))
        // A recording replays as a page's does.
        let recording = try #require(hub_.stopRecording(2))
        try ViewHarness(StateCounterApp()).replay(recording)
        // Time travel: with nothing to show a replayed instance, the screens can only be looked
        // at; once the terminal takes one, it resumes from the first screen.
        #expect(hub_.travelPoints(of: 2).count == 2)
        #expect(throws: DevToolsHub.TravelError.cannotResume) { try hub_.resume(2, afterEvents: 0) }
        var shown: (any HostSession)?
        terminal.onReplace = { shown = $0 }
        try hub_.resume(2, afterEvents: 0)
        #expect(shown === terminal.hosted && terminal.hosted.hostTree.snapshot().labels.contains("Count: 0"))
        #expect(hub_.travelPoints(of: 2).count == 1)
        terminal.close()
        #expect(hub_.sessions.map(\.id) == [1])
        sessions.endAll()
    }

    @Test func withoutDevToolsNothingIsRecordedOrInspected() async throws {
        let (sessions, _, session, _, inbox) = try await open(devTools: false)
        try await tap("Increment", in: session, inbox)
        #expect(session.history == nil)
        #expect(sessions.devTools == nil)
        sessions.endAll()
    }

    @Test func theKeyIsRequiredAndComparedWhole() {
        let devTools = DevTools.configuration(key: "secret-key")
        #expect(devTools.accepts("secret-key"))
        #expect(!devTools.accepts("secret-kex") && !devTools.accepts("secret") && !devTools.accepts(nil))
        #expect(DevToolsConfiguration.makeKey().count == 32 && DevToolsConfiguration.makeKey() != DevToolsConfiguration.makeKey())
    }

    private struct OtherCounter: View {
        @State private var count = 10
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("Counter")
                Text("Count: \(count)")
                Button("Increment") { count += 1 }
            }
        }
    }

    private static func first(named type: String, in node: InspectedNode) -> InspectedNode? {
        if node.viewType == type { return node }
        for child in node.children {
            if let found = first(named: type, in: child) { return found }
        }
        return nil
    }
}
