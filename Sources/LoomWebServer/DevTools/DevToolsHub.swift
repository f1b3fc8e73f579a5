import LoomHost

/// What the inspector sees of this process: its sessions (the inspector's own left out), each
/// one's view tree, history and recording. It lives on the main actor with the sessions, so
/// reading a session's views is a plain call between two apps of one process.
@MainActor
public final class DevToolsHub {
    /// A session as the inspector lists it. `id` is its place in the order sessions were
    /// opened: its token, which would let a page take the session over, is never shown.
    public struct Session: Hashable, Sendable {
        public var id: Int
        public var appTitle: String
        public var isAttached: Bool
        public var appliedEvents: Int
        public var isRecording: Bool
    }

    private weak var registry: SessionRegistry?
    /// Each session's last finished recording, for exporting after the session has ended too.
    private var finishedRecordings: [Int: SessionRecording] = [:]
    /// The most finished recordings kept (the oldest sessions' go first).
    private static let keptRecordings = 20
    private var observers: [Int: @MainActor () -> Void] = [:]
    private var nextObserver = 0

    init(registry: SessionRegistry) {
        self.registry = registry
    }

    /// The sessions the inspector may show, oldest first.
    public var sessions: [Session] {
        inspected.map { session in
            Session(
                id: session.order, appTitle: session.title, isAttached: session.isAttached,
                appliedEvents: session.appliedEvents, isRecording: session.history?.isRecording ?? false)
        }
    }

    /// The view tree of session `id` as it is now (inspection starts with the first look).
    public func inspectedTree(of id: Int) -> InspectedNode? {
        guard let inspectable = session(id)?.hosted as? any InspectableSession else { return nil }
        inspectable.startInspection()
        return inspectable.inspectedTree()
    }

    /// The recent history of session `id`, oldest first.
    public func history(of id: Int) -> [SessionHistoryEntry] {
        session(id)?.history?.entries ?? []
    }

    /// Starts recording session `id` from its current screen; `false` when there is no such session.
    @discardableResult
    public func startRecording(_ id: Int) -> Bool {
        guard let session = session(id), let history = session.history else { return false }
        session.hosted.update()
        history.startRecording(
            name: "recorded \(session.title) session \(id)", rootViewType: rootViewType(of: session), modelTypes: session.modelTypes,
            screen: session.hosted.hostTree.snapshot())
        changed()
        return true
    }

    /// How many steps the recording of session `id` has so far, if one is on (read on every
    /// refresh of the inspector: the recording itself holds a screen per step).
    public func recordedStepCount(of id: Int) -> Int? {
        session(id)?.history?.recordedStepCount
    }

    /// Ends the recording of session `id` and returns it (kept as its last recording).
    public func stopRecording(_ id: Int) -> SessionRecording? {
        defer { changed() }
        guard let session = session(id), var recording = session.history?.stopRecording() else { return nil }
        recording.finalStates = session.architectureLog?.currentStates() ?? [:]
        finishedRecordings[id] = recording
        if finishedRecordings.count > Self.keptRecordings, let oldest = finishedRecordings.keys.min() {
            finishedRecordings[oldest] = nil
        }
        return recording
    }

    /// The last recording of session `id` that was stopped.
    public func lastRecording(of id: Int) -> SessionRecording? {
        finishedRecordings[id]
    }

    /// Outlines element `element` on session `id`'s page (`nil` clears the outline).
    public func highlight(_ element: HostElementID?, in id: Int) {
        session(id)?.highlight(element)
    }

    /// What the stores, evaluators and machines of session `id` did, oldest first.
    public func architectureLog(of id: Int) -> [ArchitectureLogEntry] {
        session(id)?.architectureLog?.entries ?? []
    }

    /// The screens session `id` showed after each of its last events, oldest first.
    public func travelPoints(of id: Int) -> [TravelPoint] {
        session(id)?.history?.travelPoints ?? []
    }

    /// Time travel's "resume from here": session `id` goes on from where it was after its
    /// first `count` events. A fresh instance of its app replays those events (what they did
    /// outside the app, a save or a request, is done again), the later ones are forgotten, and
    /// the page shows the replayed screen.
    public func resume(_ id: Int, afterEvents count: Int) throws(TravelError) {
        guard let session = session(id), let history = session.history else { throw .noSession }
        guard let events = history.firstEvents(count) else { throw .historyIncomplete }
        guard let (fresh, state) = session.freshAppForResume() else { throw .cannotResume }
        fresh.update()
        for (index, event) in events.enumerated() {
            guard let element = fresh.hostTree.snapshot().element(at: event.target) else {
                fresh.tearDown()
                throw .replayFailed(event: index + 1, "no \(event.target.kind.rawValue) \(event.target.label.map { "\"\($0)\"" } ?? "") was on screen")
            }
            do {
                try fresh.hostTree.send(HostEvent(element: element.id, action: event.action))
            } catch {
                fresh.tearDown()
                throw .replayFailed(event: index + 1, "\(error)")
            }
            fresh.update()
        }
        history.rewind(to: count)
        session.replaceApp(with: fresh, state: state)
    }

    /// Why time travel could not resume.
    public enum TravelError: Error, Equatable, CustomStringConvertible {
        case noSession
        /// The session's first events are no longer in its bounded history (or one went to an
        /// element that was not on screen), so no replay reaches that point.
        case historyIncomplete
        /// Event `event` (from 1) could not be sent again: the fresh app did not show the same screen.
        case replayFailed(event: Int, String)
        /// The session is shown where nothing can take a replayed instance of its app, so its
        /// screens can only be looked at.
        case cannotResume

        public var description: String {
            switch self {
            case .noSession: "That session has ended."
            case .historyIncomplete: "The session's history no longer reaches back to its start, so it cannot be replayed."
            case .replayFailed(let event, let reason): "Replaying event \(event) failed: \(reason). The app did not show the same screen again."
            case .cannotResume: "This session's screens can be looked at, not resumed from."
            }
        }
    }

    /// Calls `handler` after each change worth showing: an event applied or an update sent by
    /// an inspected session, a session opened or ended. Returns what ``removeObserver(_:)`` takes.
    public func addObserver(_ handler: @escaping @MainActor () -> Void) -> Int {
        nextObserver += 1
        observers[nextObserver] = handler
        return nextObserver
    }

    public func removeObserver(_ token: Int) {
        observers[token] = nil
    }

    /// Tells the observers (called by sessions and the registry).
    func changed() {
        for handler in observers.values { handler() }
    }

    private var inspected: [any DevToolsSubject] {
        let pages: [any DevToolsSubject] = (registry?.allSessions ?? []).filter { $0.history != nil }
        return (pages + terminalSessions).sorted { $0.order < $1.order }
    }

    private func session(_ id: Int) -> (any DevToolsSubject)? {
        inspected.first { $0.order == id }
    }

    // MARK: Terminal sessions

    /// The apps this process shows in its terminal, while they are shown.
    private var terminalSessions: [TerminalDevToolsSession] = []

    /// Starts inspecting an app that this process shows in its terminal, titled `title`: the
    /// returned session holds the app's instance and records each event the terminal sends it
    /// (``TerminalDevToolsSession``). Numbered with the pages' sessions.
    /// `makeApp` makes the app's instance, inspected from its first build.
    public func openTerminalSession(
        title: String, rootViewType: String, modelTypes: [String] = [], makeApp: @escaping @MainActor () -> any HostSession
    ) -> TerminalDevToolsSession {
        let order = registry?.takeOrder() ?? (terminalSessions.map(\.order).max() ?? 0) + 1
        let session = TerminalDevToolsSession(
            order: order, title: title, rootViewType: rootViewType, modelTypes: modelTypes,
            historyLimit: registry?.configuration.devTools?.historyLimit ?? 500, hub: self, makeApp: makeApp)
        terminalSessions.append(session)
        changed()
        return session
    }

    /// Stops inspecting a terminal session (its window was closed); its last recording stays.
    public func closeTerminalSession(_ session: TerminalDevToolsSession) {
        terminalSessions.removeAll { $0 === session }
        changed()
    }

    /// The type of the view the session's app starts from: what a test's harness builds.
    private func rootViewType(of session: any DevToolsSubject) -> String {
        if !session.rootViewType.isEmpty { return session.rootViewType }
        return (session.hosted as? any InspectableSession)?.inspectedTree().viewType ?? "ContentView"
    }
}
