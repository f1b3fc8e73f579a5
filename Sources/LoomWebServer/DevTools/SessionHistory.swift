import Foundation
import LoomHost
import Synchronization

/// One thing that happened to a session, as DevTools lists it: an event the page sent (or an
/// update no event caused: a task, a timer, another session's save) and the patch it sent back.
public struct SessionHistoryEntry: Hashable, Sendable {
    public var number: Int
    /// When, since the session was opened.
    public var time: Duration
    /// The event, or `nil` for an update no event of this page caused.
    public var event: HostEvent.Action?
    /// The element the event went to, as the page showed it (`button "Increment"`).
    public var target: String?
    /// Why the event changed nothing, when it was ignored (its element was gone).
    public var ignoredBecause: String?
    /// How long applying it took, updates included.
    public var duration: Duration
    /// The host mutations its patch carried, and the patch's size on the wire (0 until the
    /// writer has encoded it; nothing when no page was attached).
    public var patchOperations = 0
    public var patchBytes = 0
    /// For an app in the terminal: the cells its frames changed (`patchBytes` is then the
    /// bytes written to the terminal); `nil` for a page's session.
    public var terminalCells: Int?
    /// The views whose body ran for it (their types, each once, in the order they first ran).
    public var renderedViews: [String] = []
}

/// A screen a session showed, after its first `events` events: what time travel shows.
public struct TravelPoint: Hashable, Sendable {
    public var events: Int
    public var screen: HostElementSnapshot
}

/// A session's recent history for DevTools: a ring of ``SessionHistoryEntry``, bounded by the
/// configured limit, and the recording DevTools asked for, if any. The session writes entries
/// on the main actor; the page's writer adds each patch's size from its own thread.
final class SessionHistory: Sendable {
    private struct Contents {
        var entries: [SessionHistoryEntry] = []
        var nextNumber = 1
        var recording: SessionRecording?
        var recordingStarted: ContinuousClock.Instant?
        /// Every event since the session began (at most `limit`), for a recording's lead.
        var events: [SessionRecording.Event] = []
        var isLeadComplete = true
        /// The screen after each of the last events (and the first screen), for time travel.
        var screens: [TravelPoint] = []
        /// How many events the session has applied in all (the next one's number in `events`).
        var eventCount = 0
    }

    /// How many screens time travel keeps: fewer than events, as a screen is a whole tree.
    static let screenLimit = 100

    let limit: Int
    let opened = ContinuousClock.now
    private let contents = Mutex(Contents())

    init(limit: Int) {
        self.limit = limit
    }

    var entries: [SessionHistoryEntry] { contents.withLock { $0.entries } }

    /// Adds an entry and returns its number (the patch that follows is counted into it).
    func append(event: HostEvent.Action?, target: String?, duration: Duration) -> Int {
        let time = ContinuousClock.now - opened
        return contents.withLock { contents in
            let number = contents.nextNumber
            contents.nextNumber += 1
            contents.entries.append(SessionHistoryEntry(
                number: number, time: time, event: event, target: target, duration: duration))
            if contents.entries.count > limit { contents.entries.removeFirst(contents.entries.count - limit) }
            return number
        }
    }

    func setDuration(_ duration: Duration, of number: Int) {
        update(number) { $0.duration = duration }
    }

    func setRenderedViews(_ views: [String], of number: Int) {
        guard !views.isEmpty else { return }
        update(number) { $0.renderedViews += views.filter { !$0.isEmpty } }
    }

    func setIgnored(because reason: String, of number: Int) {
        update(number) { $0.ignoredBecause = reason }
    }

    func addPatch(operations: Int, to number: Int) {
        update(number) { $0.patchOperations += operations }
    }

    func addTerminalCells(_ cells: Int, to number: Int) {
        update(number) { $0.terminalCells = ($0.terminalCells ?? 0) + cells }
    }

    func addPatchBytes(_ bytes: Int, to number: Int) {
        update(number) { $0.patchBytes += bytes }
    }

    private func update(_ number: Int, _ change: (inout SessionHistoryEntry) -> Void) {
        contents.withLock { contents in
            // Entries are in number order: the one sought is near the end.
            guard let index = contents.entries.lastIndex(where: { $0.number == number }) else { return }
            change(&contents.entries[index])
        }
    }

    // MARK: Recording

    var isRecording: Bool { contents.withLock { $0.recording != nil } }
    /// How many steps the recording on has, without copying its screens.
    var recordedStepCount: Int? { contents.withLock { $0.recording?.steps.count } }

    func startRecording(name: String, rootViewType: String, modelTypes: [String], screen: HostElementSnapshot) {
        contents.withLock {
            $0.recording = SessionRecording(
                name: name, rootViewType: rootViewType, leadingEvents: $0.events, isLeadComplete: $0.isLeadComplete, initialScreen: screen)
            $0.recording?.modelTypes = modelTypes
            $0.recordingStarted = .now
        }
    }

    /// Notes an event applied to the session (for the lead of a later recording, and for time
    /// travel, with the screen after it) and, while recording, adds it as a step.
    func noteEvent(_ event: SessionRecording.Event, screenAfter: HostElementSnapshot) {
        let isRecording = contents.withLock { contents in
            contents.events.append(event)
            if contents.events.count > limit {
                contents.events.removeFirst(contents.events.count - limit)
                contents.isLeadComplete = false
            }
            contents.eventCount += 1
            contents.screens.append(TravelPoint(events: contents.eventCount, screen: screenAfter))
            if contents.screens.count > Self.screenLimit { contents.screens.removeFirst(contents.screens.count - Self.screenLimit) }
            return contents.recording != nil
        }
        if isRecording { record(target: event.target, action: event.action, screenAfter: screenAfter) }
    }

    /// Notes an event applied to an element that was not on screen: no replay can repeat it,
    /// so time travel and recordings no longer reach back past it.
    func noteUnreplayableEvent() {
        contents.withLock { contents in
            contents.eventCount += 1
            contents.isLeadComplete = false
        }
    }

    /// The session's first screen, before any event.
    /// Notes `session`'s first screen, the one time travel starts from; the bodies its first
    /// build ran belong to no event, and are dropped.
    @MainActor
    func noteFirstScreen(of session: any HostSession) {
        let screen = session.hostTree.snapshot()
        contents.withLock { $0.screens = [TravelPoint(events: 0, screen: screen)] }
        _ = (session as? any InspectableSession)?.takeRenderedViews()
    }

    /// The screens time travel can show, oldest first.
    var travelPoints: [TravelPoint] { contents.withLock { $0.screens } }

    /// The first `count` events since the session began, or `nil` when the oldest are gone.
    func firstEvents(_ count: Int) -> [SessionRecording.Event]? {
        contents.withLock { contents in
            let known = contents.events.count, dropped = contents.eventCount - known
            guard dropped == 0, count <= known else { return nil }
            return Array(contents.events.prefix(count))
        }
    }

    /// Forgets what came after the first `count` events: the session goes on from there.
    func rewind(to count: Int) {
        contents.withLock { contents in
            guard contents.eventCount - contents.events.count == 0, count <= contents.events.count else { return }
            contents.events.removeLast(contents.events.count - count)
            contents.eventCount = count
            contents.screens.removeAll { $0.events > count }
            // A recording's steps would no longer follow from its lead.
            contents.recording = nil
        }
    }

    /// Ends the recording and returns it.
    func stopRecording() -> SessionRecording? {
        contents.withLock { contents in
            defer { contents.recording = nil }
            return contents.recording
        }
    }

    /// Adds a step to the recording, if one is on; a recording keeps at most `limit` steps.
    private func record(target: HostElementLocator, action: HostEvent.Action, screenAfter: HostElementSnapshot) {
        contents.withLock { contents in
            guard var recording = contents.recording, let started = contents.recordingStarted,
                  recording.steps.count < limit
            else { return }
            recording.steps.append(SessionRecording.Step(
                target: target, action: action, time: .now - started, screenAfter: screenAfter))
            contents.recording = recording
        }
    }
}
