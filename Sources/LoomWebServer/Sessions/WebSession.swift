import Foundation
import LoomHost
import LoomWebWire

/// One browser session: its own app instance, the stream of what it sends its current WebSocket
/// (if a page is attached), and the queue of events its pages sent, applied in order.
///
/// Only engine work happens here, on the main actor: applying events and updating the tree.
/// What the page is sent leaves as values (mutation batches, snapshots; see `Outgoing`) and is
/// encoded into text by the connection's writer on another thread (`EncodedFrames`).
///
/// Events reach the session through `inbox` (see `SessionInbox`): a socket's reader only queues
/// them, so it keeps answering pings however much work is queued, and the session applies them
/// one at a time, yielding the main actor between events so that other sessions get their turn.
@MainActor
final class WebSession {
    let token: String
    let app: WebApp
    /// The address of the client that opened the session (for the per-client limit).
    let client: String
    /// When the session was opened, in the registry's order (for "oldest unattached").
    let order: Int
    /// The app instance (internal so tests can read its tree); DevTools' time travel replaces it.
    private(set) var hosted: any HostSession
    private var outgoing: AsyncStream<Outgoing>.Continuation?
    private var connection = 0
    private var expiry: Task<Void, Never>?
    private var worker: Task<Void, Never>?
    private let queue: AsyncStream<SessionInbox.Item>.Continuation
    private let developmentMode: Bool
    private let maximumPendingFrames: Int
    private let reconnectGrace: Duration
    private let onExpiry: @MainActor (String) -> Void
    /// What the session keeps beyond the process (`@SceneStorage`, kept `@State`).
    private(set) var state: SessionState
    /// Stores the session as it changes, when the server has a store (``SessionKeeper``).
    private let keeper: SessionKeeper?
    private let metrics: ServerMetrics
    /// The next reset tells the page the session was restored in this process (its element ids
    /// are new): set for a session taken over from the store until its first page attaches.
    private var isRestored: Bool
    /// The last event stored with the session: what the page may forget (acknowledged).
    private var persistedApplied = 0
    /// The last event acknowledged to the page.
    private var acknowledged = 0
    /// A new session's token reaches its page (in the first reset) only once the session is
    /// stored (or the store is failing): a page whose process dies at once must find it elsewhere.
    private var isStored: Bool
    /// The attached page's reset waits for that first save (see ``isStored``).
    private var isResetHeld = false
    /// The process is stopping and has stored the session for another process: events that
    /// arrive now are left unapplied (and unacknowledged), so the page resends them there.
    private var isMoving = false

    /// The sequence number of the last event applied (or ignored on purpose); 0 before any.
    private(set) var lastApplied = 0
    /// Events for elements that had gone away (or refused them), ignored quietly: the normal
    /// result of a double click on a button that removes itself, or a click racing a patch.
    private(set) var ignoredEvents = 0
    /// Events applied to the tree (for tests and load figures).
    private(set) var appliedEvents = 0
    /// What DevTools shows of this session, when DevTools is on (never for the inspector's own).
    let history: SessionHistory?
    /// What the session's stores, evaluators and machines did, when DevTools is on.
    let architectureLog: ArchitectureLog?
    /// Told after each event and update, so an open inspector shows them.
    weak var devTools: DevToolsHub?
    /// The history entry of the event being applied: the patch it causes is counted into it.
    private var applyingEntry: Int?

    /// `onExpiry` ends the session (with its token) once no page has been attached for the grace.
    /// `stored` is the session as another process (or this one, before a restart) kept it.
    init(
        token: String, app: WebApp, client: String, order: Int, configuration: WebServerConfiguration,
        keeper: SessionKeeper?, metrics: ServerMetrics, restoring stored: StoredSession? = nil,
        onExpiry: @escaping @MainActor (String) -> Void
    ) {
        self.token = token
        self.metrics = metrics
        self.keeper = app.restoration == .disabled ? nil : keeper
        isRestored = stored != nil
        isStored = stored != nil || app.restoration == .disabled || keeper == nil
        lastApplied = stored?.applied ?? 0
        persistedApplied = lastApplied
        acknowledged = lastApplied
        let state = SessionState(restoring: stored?.values ?? [:], keepsViewState: app.restoration == .viewState)
        self.state = state
        self.app = app
        self.client = client
        self.order = order
        self.onExpiry = onExpiry
        developmentMode = configuration.developmentMode
        let history = configuration.devTools.flatMap { devTools in
            app.path == DevToolsConfiguration.appName ? nil : SessionHistory(limit: devTools.historyLimit)
        }
        self.history = history
        let architectureLog = history.map { ArchitectureLog(limit: $0.limit) }
        self.architectureLog = architectureLog
        reconnectGrace = configuration.reconnectGrace
        maximumPendingFrames = max(256, 4 * configuration.maximumQueuedEvents)
        let makeSession = app.makeSession
        // With DevTools on, the app's views are inspected from their first build.
        hosted = SessionState.$current.withValue(state) {
            guard let architectureLog else { return makeSession() }
            return InspectionRequest.makeInspected(loggingTo: architectureLog, makeSession)
        }
        let (events, queue) = AsyncStream<SessionInbox.Item>.makeStream(
            bufferingPolicy: .bufferingOldest(max(1, configuration.maximumQueuedEvents)))
        self.queue = queue
        history?.noteFirstScreen(of: hosted)
        hosted.onCommit = { [weak self] in self?.flush() }
        state.onChange = { [weak self] in self?.stateChanged() }
        // Stored at once, so a page whose process dies before its first event still finds it.
        if stored == nil { self.keeper?.mark(self) }
        // The worker holds the session weakly between events: ending the session finishes the
        // queue, which ends the loop.
        worker = Task { @MainActor [weak self] in
            for await item in events {
                self?.apply(item)
                // One event per turn: a session with a long backlog lets every other session
                // (and its own socket's writer) run between its events.
                await Task.yield()
            }
        }
    }

    /// Whether a page is attached.
    var isAttached: Bool { outgoing != nil }

    /// Attaches a WebSocket: the previous one (if any) stops receiving, and the new one starts
    /// with a reset to the whole current tree naming the session and the last applied event, so
    /// a reconnect always resynchronises and the page knows which of its events to resend.
    func connect() -> (id: Int, frames: EncodedFrames, inbox: SessionInbox) {
        expiry?.cancel()
        expiry = nil
        outgoing?.finish()
        connection += 1
        // Bounded: a page that stops reading its frames is detached (see `send`), not buffered forever.
        let (items, continuation) = AsyncStream<Outgoing>.makeStream(bufferingPolicy: .bufferingOldest(maximumPendingFrames))
        outgoing = continuation
        hosted.update()
        _ = hosted.hostTree.takeMutations()
        isResetHeld = false
        if isStored {
            continuation.yield(resetItem)
        } else {
            holdReset()
        }
        let inbox = SessionInbox(queue: queue, frames: continuation)
        return (connection, EncodedFrames(items: items, inbox: inbox, history: history), inbox)
    }

    /// Detaches the WebSocket `id` (if it is still the current one) and starts the grace period.
    func disconnect(_ id: Int) {
        guard id == connection else { return }
        detach()
    }

    /// Closes the page's stream (its socket closes) and starts the grace period.
    private func detach() {
        guard let outgoing else { return }
        outgoing.finish()
        self.outgoing = nil
        startExpiry()
    }

    /// Ends the session if no page attaches within the reconnect grace.
    func startExpiry() {
        expiry?.cancel()
        let token = token
        expiry = Task { @MainActor [grace = reconnectGrace, onExpiry] in
            try? await Task.sleep(for: grace)
            if !Task.isCancelled { onExpiry(token) }
        }
    }

    /// Sends a frame to the attached page. A page that has left `maximumPendingFrames` unread
    /// has fallen behind for good (a frame would be lost): it is detached, and the reset of its
    /// reconnect brings it up to date, so a client that never reads cannot grow the server's memory.
    private func send(_ item: Outgoing) {
        if case .dropped = outgoing?.yield(item) { detach() }
    }

    /// The whole current tree, naming the session and the last event the page may forget: the
    /// last applied one, or with a store, the last stored one (the page resends the others,
    /// which this session recognises as applied and acknowledges once they are stored).
    private var resetItem: Outgoing {
        defer { isRestored = false }
        return .reset(hosted.hostTree.snapshot(), session: token, applied: keeper == nil ? lastApplied : persistedApplied, restored: isRestored)
    }

    /// Applies one queued item: an event goes to the tree once (by its sequence number) and is
    /// acknowledged; a resync request gets a reset; a refused message an error frame.
    func apply(_ item: SessionInbox.Item) {
        switch item {
        case .refused(let message):
            send(.frame(WireEncoder.error(message)))
        case .message(.resync):
            send(resetItem)
        case .message(.event(let event, let sequence)):
            if isMoving { return }
            if let sequence, sequence <= lastApplied {
                // Sent again after a reconnect: applied already (acknowledged once stored).
                if keeper == nil || sequence <= persistedApplied { send(.frame(WireEncoder.ack(sequence))) }
                return
            }
            let recorded = history.map { DevToolsEvent(event, in: hosted.hostTree, history: $0, architectureLog: architectureLog) }
            applyingEntry = recorded?.entry
            defer { applyingEntry = nil }
            let started = ContinuousClock.now
            do {
                try applyWithArchitectureLog(event)
                appliedEvents += 1
                metrics.events.increment()
                metrics.eventDuration.record(since: started)
                recorded?.applied(after: started, screen: hosted.hostTree, session: hosted)
            } catch {
                ignoredEvents += 1
                recorded?.ignored(because: "\(error)", after: started)
                if developmentMode { FileHandle.standardError.write(Data("loom: session \(token.prefix(8)): \(error)\n".utf8)) }
            }
            if recorded != nil { devTools?.changed() }
            if let sequence {
                lastApplied = sequence
                if let keeper {
                    keeper.mark(self)
                } else {
                    send(.frame(WireEncoder.ack(sequence)))
                }
            }
        }
    }

    /// Outlines element `id` on the attached page (DevTools pointing at a view); `nil` clears it.
    func highlight(_ id: HostElementID?) {
        send(.frame(WireEncoder.highlight(id)))
    }

    /// Sends `event` to the tree and applies its updates; with DevTools on, what the session's
    /// architectures do meanwhile (and in tasks started meanwhile) goes to its log.
    private func applyWithArchitectureLog(_ event: HostEvent) throws {
        guard let architectureLog else {
            try hosted.hostTree.send(event)
            return hosted.update()
        }
        try ArchitectureLog.$current.withValue(architectureLog) {
            try hosted.hostTree.send(event)
            hosted.update()
        }
    }

    /// Makes a fresh instance of the app, as for a new session (inspected, when DevTools is on).
    func makeFreshApp() -> (app: any HostSession, state: SessionState) {
        let fresh = SessionState(keepsViewState: state.keepsViewState)
        let makeSession = app.makeSession
        let instance = SessionState.$current.withValue(fresh) {
            InspectionRequest.makeInspected(loggingTo: architectureLog, makeSession)
        }
        return (instance, fresh)
    }

    /// Goes on with `replacement` in place of the app (DevTools' time travel resuming from an
    /// earlier point): the old instance is torn down and the page gets the new screen whole.
    func replaceApp(with replacement: any HostSession, state newState: SessionState) {
        hosted.onCommit = nil
        hosted.tearDown()
        hosted = replacement
        state = newState
        hosted.onCommit = { [weak self] in self?.flush() }
        state.onChange = { [weak self] in self?.stateChanged() }
        keeper?.mark(self)
        hosted.update()
        _ = hosted.hostTree.takeMutations()
        _ = (hosted as? any InspectableSession)?.takeRenderedViews()
        if outgoing != nil, !isResetHeld { send(resetItem) }
        devTools?.changed()
    }

    // MARK: Keeping the session beyond the process

    private func stateChanged() { keeper?.mark(self) }

    /// Whether the session is kept in the store (its app's restoration is not disabled).
    var isKept: Bool { keeper != nil }

    /// The session as the store keeps it now.
    func storedSession() -> StoredSession {
        StoredSession(token: token, app: app.path, applied: lastApplied, values: state.snapshot())
    }

    /// Keeps the first reset back until the session is stored. A store that is failing (down,
    /// full) does not keep new pages out: checked every second, the reset then goes without it.
    private func holdReset() {
        isResetHeld = true
        let attached = connection
        Task { @MainActor [weak self] in
            while true {
                try? await Task.sleep(for: .seconds(1))
                guard let self, self.connection == attached, self.isResetHeld else { return }
                if self.keeper?.isFailing ?? true { return self.releaseReset() }
            }
        }
    }

    private func releaseReset() {
        guard isResetHeld else { return }
        isResetHeld = false
        _ = hosted.hostTree.takeMutations()
        send(resetItem)
    }

    /// A save holding every event up to `applied` is stored: the page may forget them.
    func persisted(applied: Int) {
        isStored = true
        releaseReset()
        persistedApplied = max(persistedApplied, applied)
        guard persistedApplied > acknowledged, outgoing != nil else { return }
        acknowledged = persistedApplied
        send(.frame(WireEncoder.ack(persistedApplied)))
    }

    /// Stops applying events: the process is stopping and stores the session for another one.
    func beginMove() { isMoving = true }

    /// The first render of a fresh instance of `app`, made and torn down at once: serving a page
    /// keeps nothing, so plain requests cannot hold sessions hostage. The instance lives on the
    /// main actor; its HTML is written by the caller's thread.
    nonisolated static func render(_ app: WebApp) async -> String {
        HTMLWriter.html(of: await firstSnapshot(of: app))
    }

    private static func firstSnapshot(of app: WebApp) -> HostElementSnapshot {
        let hosted = app.makeSession()
        hosted.update()
        defer { hosted.tearDown() }
        return hosted.hostTree.snapshot()
    }

    /// Hands the changes since the last flush to the page's writer, if a page is attached.
    /// Without one the changes are dropped: the next connection starts with a reset.
    private func flush() {
        let batch = hosted.hostTree.takeMutations()
        guard outgoing != nil, !isResetHeld, !batch.isEmpty else { return }
        guard let history else { return send(.patch(batch, historyEntry: nil)) }
        // An update no event of this page caused (a task, a timer, another session's save).
        let entry = applyingEntry ?? history.append(event: nil, target: nil, duration: .zero)
        history.addPatch(operations: batch.count, to: entry)
        if applyingEntry == nil, let inspectable = hosted as? any InspectableSession {
            history.setRenderedViews(inspectable.takeRenderedViews(), of: entry)
        }
        send(.patch(batch, historyEntry: entry))
        if applyingEntry == nil { devTools?.changed() }
    }

    /// Tears the app down (its tasks are cancelled), stops the queue and closes the page's
    /// stream; `frame` (a fatal frame) is sent first when given.
    func end(with frame: String? = nil) {
        expiry?.cancel()
        queue.finish()
        worker?.cancel()
        if let frame { outgoing?.yield(.frame(frame)) }
        outgoing?.finish()
        outgoing = nil
        hosted.tearDown()
    }
}
