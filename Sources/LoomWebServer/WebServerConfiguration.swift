import LoomHost

/// How the web server listens and what it accepts.
public struct WebServerConfiguration: Sendable {
    /// The address to listen on; loopback unless told otherwise.
    public var host: String
    /// The port; 0 picks a free one (reported to `run`'s `onRunning`).
    public var port: Int
    /// How many app sessions may exist at once; opening one more answers 503.
    public var maximumSessions: Int
    /// The largest message a page may send; larger ones get an error frame.
    public var maximumMessageBytes: Int
    /// How long a session whose page went away is kept for a reconnect before it is torn down.
    public var reconnectGrace: Duration
    /// Origins allowed to open a WebSocket, e.g. `["http://localhost:8080"]`. Empty: only the
    /// page's own origin (the `Origin` header must name the host the request was sent to).
    public var allowedOrigins: [String]

    public init(
        host: String = "127.0.0.1", port: Int = 8080, maximumSessions: Int = 256, maximumMessageBytes: Int = 16 * 1024,
        reconnectGrace: Duration = .seconds(30), allowedOrigins: [String] = []
    ) {
        self.host = host
        self.port = port
        self.maximumSessions = maximumSessions
        self.maximumMessageBytes = maximumMessageBytes
        self.reconnectGrace = reconnectGrace
        self.allowedOrigins = allowedOrigins
    }
}

/// One app the server offers: a page per browser session, each with its own app instance.
public struct WebApp: Sendable {
    /// The URL path segment: the app lives at `/app/<path>`.
    public var path: String
    public var title: String
    /// One line for the home page.
    public var summary: String
    /// Makes a fresh instance of the app for a new session.
    public var makeSession: @MainActor @Sendable () -> any HostSession

    public init(path: String, title: String, summary: String, makeSession: @escaping @MainActor @Sendable () -> any HostSession) {
        self.path = path
        self.title = title
        self.summary = summary
        self.makeSession = makeSession
    }
}
