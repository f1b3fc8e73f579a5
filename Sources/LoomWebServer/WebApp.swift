import LoomHost

/// One app the server offers: a page per browser session, each with its own app instance.
public struct WebApp: Sendable {
    /// The URL path segment: the app lives at `/app/<path>` (or at `/` when it is the server's
    /// only app, see ``WebServer/init(app:configuration:)``).
    public var path: String
    public var title: String
    /// One line for the home page.
    public var summary: String
    /// The app's own files: favicon, stylesheets and a folder served at `/static/`.
    public var assets: WebAssets?
    /// Makes a fresh instance of the app for a new session.
    public var makeSession: @MainActor @Sendable () -> any HostSession
    /// What of a session the server keeps in its session store (when it has one), so the page
    /// gets its screen back in another process after a crash, a restart or a deploy.
    public var restoration = SessionRestoration.sceneStorage
    /// The type of the view a session starts from, with its module (`MyApp.ContentView`): what
    /// a test DevTools exports imports and builds its harness with. Empty: the session's root
    /// view's type, without its module.
    public var rootViewType = ""
    /// The model types of the window's container, with their modules (`MyApp.Todo`): a test
    /// DevTools exports gives its view an in-memory container for them.
    public var modelTypes: [String] = []

    public init(
        path: String, title: String, summary: String = "", assets: WebAssets? = nil,
        makeSession: @escaping @MainActor @Sendable () -> any HostSession
    ) {
        self.path = path
        self.title = title
        self.summary = summary
        self.assets = assets
        self.makeSession = makeSession
    }
}
