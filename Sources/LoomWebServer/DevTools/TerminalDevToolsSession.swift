import LoomHost

/// An app this process shows in its terminal, as DevTools sees it: the hub lists it with the
/// pages' sessions, and the inspector (served on the web, beside the terminal) shows its views,
/// the events the terminal sent it with the bytes and cells each one wrote, what its stores
/// and machines did, its screens, and recordings exported as tests.
///
/// The terminal's driver hands it each event (``apply(_:_:)``) and then what drawing it wrote
/// (``noteWritten(bytes:cells:by:)``). Time travel resumes it as a page's session: a fresh
/// instance replays the events, and ``onReplace`` has the terminal show it instead.
@MainActor
public final class TerminalDevToolsSession: DevToolsSubject {
    let order: Int
    let title: String
    let rootViewType: String
    let modelTypes: [String]
    let history: SessionHistory?
    let architectureLog: ArchitectureLog?
    /// The app's instance, made inspected from its first build (replaced when time travel
    /// resumes from an earlier screen).
    public private(set) var hosted: any HostSession
    /// Shows `replacement` in the terminal in place of the instance shown so far, which is torn
    /// down afterwards: time travel resumed from an earlier screen.
    public var onReplace: (@MainActor (any HostSession) -> Void)?
    private(set) var appliedEvents = 0
    private(set) var isAttached = true
    private weak var hub: DevToolsHub?
    /// Makes an instance of the app (the first, and a fresh one for time travel to replay into).
    private let makeApp: @MainActor () -> any HostSession

    init(
        order: Int, title: String, rootViewType: String, modelTypes: [String], historyLimit: Int, hub: DevToolsHub,
        makeApp: @escaping @MainActor () -> any HostSession
    ) {
        self.order = order
        self.title = title
        self.rootViewType = rootViewType
        self.modelTypes = modelTypes
        self.hub = hub
        self.makeApp = makeApp
        let history = SessionHistory(limit: historyLimit)
        let architectureLog = ArchitectureLog(limit: historyLimit)
        self.history = history
        self.architectureLog = architectureLog
        hosted = InspectionRequest.makeInspected(loggingTo: architectureLog, makeApp)
        history.noteFirstScreen(of: hosted)
    }

    /// Applies `event` with `body` (which sends it to the tree and applies its updates, drawing
    /// the frame), noting it in the history, with what the session's architectures did meanwhile
    /// in its log. Returns the history entry, for ``noteWritten(bytes:cells:by:)``.
    @discardableResult
    public func apply(_ event: HostEvent, _ body: () throws -> Void) -> Int? {
        guard let history else {
            try? body()
            return nil
        }
        let recorded = DevToolsEvent(event, in: hosted.hostTree, history: history, architectureLog: architectureLog)
        let started = ContinuousClock.now
        do {
            try ArchitectureLog.$current.withValue(architectureLog) { try body() }
            appliedEvents += 1
            recorded.applied(after: started, screen: hosted.hostTree, session: hosted)
        } catch {
            recorded.ignored(because: "\(error)", after: started)
        }
        hub?.changed()
        return recorded.entry
    }

    /// Notes what the terminal wrote for history entry `entry`: `bytes` of output changing `cells`.
    public func noteWritten(bytes: Int, cells: Int, by entry: Int) {
        history?.addPatchBytes(bytes, to: entry)
        history?.addTerminalCells(cells, to: entry)
        hub?.changed()
    }

    /// The terminal no longer shows the app (its window was closed).
    public func close() {
        isAttached = false
        hub?.closeTerminalSession(self)
    }

    func freshAppForResume() -> (app: any HostSession, state: SessionState)? {
        guard onReplace != nil else { return nil }
        return (InspectionRequest.makeInspected(loggingTo: architectureLog, makeApp), SessionState())
    }

    func replaceApp(with replacement: any HostSession, state: SessionState) {
        let old = hosted
        hosted = replacement
        onReplace?(replacement)
        old.tearDown()
    }

    /// A terminal has no outline to draw: pointing at a view shows nothing there.
    func highlight(_ id: HostElementID?) {}
}
