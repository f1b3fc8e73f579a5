import LoomCore
import LoomWebServer

/// The inspector's state: which session and panel are chosen, and what it last read of them
/// from the hub. Reads are refreshed at most every 100 ms while the inspected session changes,
/// so a busy session does not make the inspector redraw on every event.
@Observable @MainActor
final class InspectorModel {
    enum Panel: String, CaseIterable, Hashable {
        case views = "Views"
        case events = "Events"
        case architectures = "Stores and machines"
        case travel = "Time travel"
        case record = "Record"
    }

    @ObservationIgnored let hub: DevToolsHub
    /// Where the exported test is served, with the inspector's key.
    @ObservationIgnored let key: String
    var sessions: [DevToolsHub.Session] = []
    var selected: Int?
    var panel = Panel.views
    var tree: InspectedNode?
    /// The element a tap outlined on the session's page, if any: it stays outlined.
    var highlighted: HostElementID?
    /// The element of the view row under the pointer: outlined while the pointer is there,
    /// over the tapped one. Not observed: it changes no row.
    @ObservationIgnored private var hovered: HostElementID?
    var history: [SessionHistoryEntry] = []
    var architectureLog: [ArchitectureLogEntry] = []
    /// The steps recorded so far in the chosen session, while it is recorded.
    var recordedSteps: Int?
    /// The test written from the chosen session's last recording.
    var exportedTest: String?
    /// The screens time travel can show, and which one is shown (`nil`: the latest).
    var travelPoints: [TravelPoint] = []
    var travelPosition: Int?
    /// What the last "resume from here" did.
    var travelMessage: String?
    @ObservationIgnored private var observer: Int?
    @ObservationIgnored private var isRefreshQueued = false

    init(hub: DevToolsHub, key: String) {
        self.hub = hub
        self.key = key
    }

    func start() {
        guard observer == nil else { return }
        observer = hub.addObserver { [weak self] in self?.queueRefresh() }
        refresh()
    }

    func stop() {
        if let observer { hub.removeObserver(observer) }
        observer = nil
    }

    /// Outlines `element` on the chosen session's page, or clears the outline when it is the one
    /// outlined already.
    func highlight(_ element: HostElementID) {
        guard let selected else { return }
        highlighted = highlighted == element ? nil : element
        hub.highlight(hovered ?? highlighted, in: selected)
    }

    /// Outlines `element` while the pointer is over its row (`inside`), then the tapped one again.
    func hover(_ element: HostElementID, inside: Bool) {
        guard let selected else { return }
        if inside {
            hovered = element
        } else if hovered == element {
            hovered = nil
        } else {
            return
        }
        hub.highlight(hovered ?? highlighted, in: selected)
    }

    func choose(_ session: Int?) {
        if let selected, highlighted != nil || hovered != nil { hub.highlight(nil, in: selected) }
        highlighted = nil
        hovered = nil
        selected = session
        exportedTest = session.flatMap(exportedTest(of:))
        refresh()
    }

    /// The screen time travel shows.
    var travelPoint: TravelPoint? {
        travelPosition.map { travelPoints[$0] } ?? travelPoints.last
    }

    /// Steps time travel `by` screens (back when negative), staying within those kept.
    func travel(by step: Int) {
        guard !travelPoints.isEmpty else { return }
        let current = travelPosition ?? travelPoints.count - 1
        let next = min(max(current + step, 0), travelPoints.count - 1)
        travelPosition = next == travelPoints.count - 1 ? nil : next
        travelMessage = nil
    }

    /// Resumes the session from the screen time travel shows.
    func resumeHere() {
        guard let selected, let point = travelPoint else { return }
        do {
            try hub.resume(selected, afterEvents: point.events)
            travelMessage = "The session goes on from after event \(point.events); its later events are forgotten."
            travelPosition = nil
        } catch {
            travelMessage = error.description
        }
        refresh()
    }

    func startRecording() {
        guard let selected else { return }
        hub.startRecording(selected)
        exportedTest = nil
        refresh()
    }

    func stopRecording() {
        guard let selected else { return }
        _ = hub.stopRecording(selected)
        exportedTest = exportedTest(of: selected)
        refresh()
    }

    /// The test written from session `id`'s last recording, if it has one.
    private func exportedTest(of id: Int) -> String? {
        hub.lastRecording(of: id).map(RecordedTestWriter.swiftTest(for:))
    }

    /// Where the last recording's test file is served.
    var testAddress: String? {
        guard exportedTest != nil, let selected else { return nil }
        return "\(DevToolsConfiguration.path)/test?session=\(selected)&key=\(key)"
    }

    private func queueRefresh() {
        guard !isRefreshQueued else { return }
        isRefreshQueued = true
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: .milliseconds(100))
            self?.isRefreshQueued = false
            self?.refresh()
        }
    }

    /// Reads what the chosen panel shows (the tree only for the views panel: reading it walks
    /// every view of the session).
    func refresh() {
        sessions = hub.sessions
        if selected == nil || !sessions.contains(where: { $0.id == selected }) { selected = sessions.last?.id }
        guard let selected else {
            (tree, history, architectureLog, recordedSteps) = (nil, [], [], nil)
            return
        }
        tree = panel == .views ? hub.inspectedTree(of: selected) : nil
        history = panel == .events ? hub.history(of: selected) : []
        architectureLog = panel == .architectures ? hub.architectureLog(of: selected) : []
        travelPoints = panel == .travel ? hub.travelPoints(of: selected) : []
        if let position = travelPosition, position >= travelPoints.count { travelPosition = nil }
        recordedSteps = hub.recordedStepCount(of: selected)
    }
}
