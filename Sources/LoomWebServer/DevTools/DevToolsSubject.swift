import LoomHost

/// A session as DevTools' hub reads and drives it: a page's session (``WebSession``) or an app
/// running in this process's terminal (``TerminalDevToolsSession``). The hub needs nothing else
/// of either, so the inspector shows both the same way.
@MainActor
protocol DevToolsSubject: AnyObject {
    /// Its place in the order sessions were opened: what the inspector names it by.
    var order: Int { get }
    var title: String { get }
    /// Whether someone is looking at it (a page attached, the terminal showing it).
    var isAttached: Bool { get }
    var appliedEvents: Int { get }
    var history: SessionHistory? { get }
    var architectureLog: ArchitectureLog? { get }
    var hosted: any HostSession { get }
    /// The type of the view the app starts from (`MyApp.ContentView`), empty when unknown.
    var rootViewType: String { get }
    var modelTypes: [String] { get }
    /// A fresh instance of the app for time travel to replay into, or `nil` when this kind of
    /// session cannot go on from a replayed one.
    func freshAppForResume() -> (app: any HostSession, state: SessionState)?
    /// Goes on with `replacement` in place of the app (time travel resuming).
    func replaceApp(with replacement: any HostSession, state: SessionState)
    /// Outlines element `id` where the session is shown (`nil` clears it), if it can.
    func highlight(_ id: HostElementID?)
}

extension WebSession: DevToolsSubject {
    var title: String { app.title }
    var rootViewType: String { app.rootViewType }
    var modelTypes: [String] { app.modelTypes }
    func freshAppForResume() -> (app: any HostSession, state: SessionState)? { makeFreshApp() }
}
