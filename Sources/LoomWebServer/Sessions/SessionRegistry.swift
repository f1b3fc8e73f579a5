import Foundation
import LoomHost
import LoomWebWire

/// The live sessions, by token. A session is opened when a page attaches its WebSocket (never
/// when a page is served) and ends when no page has been attached for the reconnect grace.
///
/// With a session store (``SessionKeeper``), a token this process does not hold is looked up
/// in the store: a session another process kept (it crashed, restarted or is being replaced)
/// is taken over and its page gets its screen back. A stopping process stores every session
/// and tells its pages to move (``drain(within:)``).
///
/// What one client can hold is bounded: at its per-client limit, its oldest session with no
/// page attached is ended to make room; when all of them are attached, or the server holds
/// `maximumSessions`, the new page is refused as busy.
@MainActor
final class SessionRegistry {
    private var sessions: [String: WebSession] = [:]
    private var opened = 0
    let configuration: WebServerConfiguration
    let keeper: SessionKeeper?
    let metrics: ServerMetrics
    /// The process is stopping: no session is opened or taken over any more.
    private(set) var isDraining = false
    /// What the inspector reads, when DevTools is on; told when a session opens or ends.
    var devTools: DevToolsHub?

    init(configuration: WebServerConfiguration, keeper: SessionKeeper? = nil, metrics: ServerMetrics = ServerMetrics()) {
        self.configuration = configuration
        self.keeper = keeper
        self.metrics = metrics
    }

    /// Why a page could not attach.
    enum Refusal: Error, Equatable {
        case busy(String)
        case sessionEnded
        /// The session may exist but cannot be taken over now (the store is unreachable, the
        /// process is stopping): the page keeps its events and tries again.
        case unavailable(String)

        /// The frame that tells the page (fatal but for `unavailable`).
        var frame: String {
            switch self {
            case .busy(let message): WireEncoder.fatal(.busy, message)
            case .sessionEnded: WireEncoder.fatal(.sessionEnded, "This session has ended. Reload the page to start a new one.")
            case .unavailable(let message): WireEncoder.error(message)
            }
        }
    }

    var count: Int { sessions.count }

    /// Every session, in no particular order (DevTools lists them).
    var allSessions: [WebSession] { Array(sessions.values) }

    /// The next number in the order sessions are opened, for a session DevTools shows that is
    /// not a page's (an app in this process's terminal).
    func takeOrder() -> Int {
        opened += 1
        return opened
    }

    /// How many sessions `client` holds.
    func count(of client: String) -> Int { sessions.values.filter { $0.client == client }.count }

    /// Opens a session of `app` for `client`, making room among the client's own unattached
    /// sessions if it is at its limit. The session is not attached yet (see `attach`).
    func open(_ app: WebApp, client: String, restoring stored: StoredSession? = nil) -> Result<WebSession, Refusal> {
        let own = sessions.values.filter { $0.client == client }
        if own.count >= configuration.maximumSessionsPerClient {
            guard let oldest = own.filter({ !$0.isAttached }).min(by: { $0.order < $1.order }) else {
                return .failure(.busy("This client already has \(own.count) pages open; close one and reload."))
            }
            end(oldest.token)
        }
        guard sessions.count < configuration.maximumSessions else {
            return .failure(.busy("The server holds as many sessions as it may; try again later."))
        }
        opened += 1
        let session = WebSession(
            token: stored?.token ?? ServerInstance.newToken(for: configuration.instance), app: app, client: client, order: opened,
            configuration: configuration, keeper: keeper, metrics: metrics, restoring: stored
        ) { [weak self] token in self?.end(token) }
        sessions[session.token] = session
        metrics.sessions.record(sessions.count)
        if session.history != nil {
            session.devTools = devTools
            devTools?.changed()
        }
        if stored != nil { metrics.sessionsTakenOver.increment() }
        // Not attached until `attach`: a session nobody attaches to goes after the grace period.
        session.startExpiry()
        return .success(session)
    }

    func session(_ token: String) -> WebSession? { sessions[token] }

    /// Attaches a page: to the session `token` names (held here, or taken over from the store),
    /// or, without a token, to a new session of `app` for `client`. A token neither here nor in
    /// the store is refused: that session has ended.
    func attach(
        _ app: WebApp?, token: String?, client: String
    ) async -> Result<(session: WebSession, connection: Int, frames: EncodedFrames, inbox: SessionInbox), Refusal> {
        let session: WebSession
        if let token {
            switch await held(token, app: app, client: client) {
            case .success(let held): session = held
            case .failure(let refusal): return .failure(refusal)
            }
        } else {
            if isDraining { return .failure(.unavailable("This server is stopping; the page will connect to another.")) }
            guard let app else { return .failure(.sessionEnded) }
            switch open(app, client: client) {
            case .success(let opened): session = opened
            case .failure(let refusal): return .failure(refusal)
            }
        }
        let attached = session.connect()
        return .success((session, attached.id, attached.frames, attached.inbox))
    }

    /// The session `token` names: this process's, or one the store kept, taken over.
    private func held(_ token: String, app: WebApp?, client: String) async -> Result<WebSession, Refusal> {
        if let existing = sessions[token] {
            guard app == nil || existing.app.path == app?.path else { return .failure(.sessionEnded) }
            return .success(existing)
        }
        guard let keeper, let app else { return .failure(.sessionEnded) }
        if isDraining { return .failure(.unavailable("This server is stopping; the page will connect to another.")) }
        let stored: StoredSession?
        do {
            stored = try await keeper.claim(token)
        } catch {
            SessionKeeper.logger.error("could not look up a session", metadata: ["error": "\(error)"])
            return .failure(.unavailable("The session store cannot be reached; trying again."))
        }
        // Another page of the same token may have taken it over while the store answered.
        if let existing = sessions[token] { return .success(existing) }
        guard let stored, stored.app == app.path else { return .failure(.sessionEnded) }
        return open(app, client: client, restoring: stored)
    }

    /// Stops the process's sessions for a rolling deploy: no session is opened or taken over
    /// any more, every session stops applying events and is stored (waiting up to `deadline`
    /// for the store), then each page is told to move and re-attaches elsewhere with its token.
    /// Without a store the sessions simply end.
    func drain(within deadline: Duration) async {
        isDraining = true
        guard let keeper else { return endAll() }
        for session in sessions.values where session.isKept {
            session.beginMove()
            keeper.mark(session)
        }
        await keeper.saveAll(deadline: .now + deadline)
        for token in Array(sessions.keys) {
            guard let session = sessions.removeValue(forKey: token) else { continue }
            if session.isKept { metrics.sessionsMoved.increment() }
            session.end(with: session.isKept ? WireEncoder.move : Refusal.sessionEnded.frame)
        }
        metrics.sessions.record(sessions.count)
    }

    func disconnect(_ token: String, connection: Int) {
        sessions[token]?.disconnect(connection)
    }

    func end(_ token: String) {
        let ended = sessions.removeValue(forKey: token)
        ended?.end(with: Refusal.sessionEnded.frame)
        metrics.sessions.record(sessions.count)
        if ended?.history != nil { devTools?.changed() }
    }

    func endAll() {
        for token in Array(sessions.keys) { end(token) }
    }
}
