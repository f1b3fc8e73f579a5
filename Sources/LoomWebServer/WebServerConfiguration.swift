import LoomHost

/// How the web server listens, what it accepts and how much any one client may hold.
///
/// Every limit exists because a client that can reach the port may be hostile: sessions cost an
/// app instance each, so they are capped in all and per client address; requests must name an
/// allowed host (DNS rebinding); slow or malformed requests are cut off.
public struct WebServerConfiguration: Sendable {
    /// The address to listen on; loopback unless told otherwise.
    public var host: String
    /// The port; 0 picks a free one (reported to `run`'s `onRunning`).
    public var port: Int
    /// How many app sessions may exist at once; a page attaching beyond it gets a fatal `busy` frame.
    public var maximumSessions: Int
    /// How many sessions one client address may hold. At the limit, the client's oldest session
    /// with no page attached is ended to make room; with all attached, the upgrade gets `busy`.
    public var maximumSessionsPerClient: Int
    /// The largest message a page may send; larger ones get an error frame.
    public var maximumMessageBytes: Int
    /// Events a session holds before applying them; one more is refused with an error frame.
    public var maximumQueuedEvents: Int
    /// How long a session whose page went away is kept for a reconnect before it is torn down.
    public var reconnectGrace: Duration
    /// Origins allowed to open a WebSocket, e.g. `["http://localhost:8080"]`. Empty: only the
    /// page's own origin (the `Origin` header must name the host the request was sent to).
    public var allowedOrigins: [String]
    /// Host names (without port) requests may name besides the loopback names and `host`;
    /// any other `Host` is answered 421, so a DNS-rebound name cannot reach a loopback server.
    /// A server listening on `0.0.0.0` lists here the names its users type (`["loom.example"]`).
    public var allowedHosts: [String]
    /// How long a client may take to send a request's head (slowloris); then 408 and close.
    public var requestHeadTimeout: Duration
    /// How long an HTTP connection may sit idle between requests before it is closed.
    public var idleTimeout: Duration
    /// The largest request head (request line and headers); larger ones are answered 431.
    public var maximumRequestHeadBytes: Int
    /// Development mode: pages show diagnostics and the log names ignored events.
    public var developmentMode: Bool
    /// How often the server pings each WebSocket; a page that has not answered the previous
    /// ping by the next one is closed. Pings are answered by a socket's own reader, never
    /// behind queued events.
    public var pingInterval: Duration
    /// This process's name when several run behind one proxy: its session tokens start with it
    /// and its responses name it (`X-Loom-Process`), so the proxy can send each page back to the
    /// process that holds its session (``ServerInstance``, docs/DEPLOYMENT.md). `nil` alone.
    public var instance: ServerInstance?
    /// Peer addresses of proxies whose `X-Real-IP` names the client, e.g. `["127.0.0.1"]` behind a
    /// local nginx: without it every user behind the proxy would share one per-client limit
    /// (``ForwardedClient``). Empty: the peer's address counts.
    public var trustedProxies: Set<String> = []
    /// Where sessions are kept so they outlive this process (a crash, a restart, a deploy): a
    /// page re-attaching to any process sharing the store gets its screen back. `nil`: sessions
    /// live in memory only and end with the process. `App.main()` sets the app's database
    /// (`LoomData`'s `DatabaseSessionStore`); see docs/DEPLOYMENT.md.
    public var sessionStore: (any SessionStore)?
    /// How long a session is kept in the store after its last save (a page that comes back
    /// after a long sleep still finds it).
    public var sessionRetention: Duration = .seconds(24 * 60 * 60)
    /// The shortest time between two saves of the sessions' state: each save covers every
    /// session that changed, and an event is acknowledged once the save holding it is stored.
    /// It bounds the store's write rate (a save a process per interval at most).
    public var sessionSaveInterval: Duration = .milliseconds(10)
    /// How long a stopping process (SIGTERM, SIGINT) waits to store its sessions before it
    /// tells their pages to move and exits.
    public var drainDeadline: Duration = .seconds(10)
    /// DevTools' inspector, when it is on (``DevToolsConfiguration``): `nil`, the default, serves
    /// nothing of it and records nothing.
    public var devTools: DevToolsConfiguration?

    public init(
        host: String = "127.0.0.1", port: Int = 8080, maximumSessions: Int = 256, maximumSessionsPerClient: Int = 16,
        maximumMessageBytes: Int = 16 * 1024, maximumQueuedEvents: Int = 256, reconnectGrace: Duration = .seconds(30),
        allowedOrigins: [String] = [], allowedHosts: [String] = [], requestHeadTimeout: Duration = .seconds(10),
        idleTimeout: Duration = .seconds(60), maximumRequestHeadBytes: Int = 16 * 1024, developmentMode: Bool = false,
        pingInterval: Duration = .seconds(30)
    ) {
        self.host = host
        self.port = port
        self.maximumSessions = maximumSessions
        self.maximumSessionsPerClient = maximumSessionsPerClient
        self.maximumMessageBytes = maximumMessageBytes
        self.maximumQueuedEvents = maximumQueuedEvents
        self.reconnectGrace = reconnectGrace
        self.allowedOrigins = allowedOrigins
        self.allowedHosts = allowedHosts
        self.requestHeadTimeout = requestHeadTimeout
        self.idleTimeout = idleTimeout
        self.maximumRequestHeadBytes = maximumRequestHeadBytes
        self.developmentMode = developmentMode
        self.pingInterval = pingInterval
    }

    /// The host names requests may name: loopback names, the listening host, and `allowedHosts`.
    var hostNames: Set<String> {
        var names: Set<String> = ["127.0.0.1", "localhost", "[::1]"]
        for name in [host] + allowedHosts {
            let lowered = name.lowercased()
            names.insert(lowered.contains(":") && !lowered.hasPrefix("[") ? "[\(lowered)]" : lowered)
        }
        return names
    }
}
