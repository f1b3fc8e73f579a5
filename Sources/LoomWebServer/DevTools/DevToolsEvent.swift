import LoomHost

/// One event on its way through a session, as DevTools keeps it: its history entry and its
/// element's locator are made before the event is applied (the element may be gone
/// afterwards), and completed with the time it took; while the session is recorded, a step
/// with the screen after it.
@MainActor
struct DevToolsEvent {
    let entry: Int
    private let event: HostEvent
    private let history: SessionHistory
    /// The element as a replay finds it (`nil` when it is not on screen).
    private let locator: HostElementLocator?
    /// The session's architecture log, and the number its first entry for this event will have.
    private let architectureLog: ArchitectureLog?
    private let firstArchitectureEntry: Int

    init(_ event: HostEvent, in tree: HostTree, history: SessionHistory, architectureLog: ArchitectureLog?) {
        self.event = event
        self.history = history
        self.architectureLog = architectureLog
        firstArchitectureEntry = architectureLog?.nextNumber ?? 0
        let element = tree.snapshot(of: event.element)
        locator = tree.snapshot().locator(of: event.element)
        entry = history.append(event: event.action, target: element.map(Self.describe), duration: .zero)
    }

    func applied(after started: ContinuousClock.Instant, screen tree: HostTree, session: any HostSession) {
        history.setDuration(.now - started, of: entry)
        if let inspectable = session as? any InspectableSession {
            let rendered = inspectable.takeRenderedViews()
            history.setRenderedViews(rendered, of: entry)
            architectureLog?.setRenderedViews(rendered, ofEntriesFrom: firstArchitectureEntry)
        }
        if let locator {
            history.noteEvent(SessionRecording.Event(target: locator, action: event.action), screenAfter: tree.snapshot())
        } else {
            history.noteUnreplayableEvent()
        }
    }

    func ignored(because reason: String, after started: ContinuousClock.Instant) {
        history.setDuration(.now - started, of: entry)
        history.setIgnored(because: reason, of: entry)
    }

    /// `button "Increment"`: the element's kind and what it shows.
    static func describe(_ element: HostElementSnapshot) -> String {
        guard let label = element.labels.first else { return element.kind.rawValue }
        return "\(element.kind.rawValue) \"\(label.count > 40 ? label.prefix(40) + "…" : label)\""
    }
}
