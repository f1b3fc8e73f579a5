import Foundation
import LoomWebWire

/// The live sessions, by token. A session is opened when a page attaches its WebSocket (never
/// when a page is served) and ends when no page has been attached for the reconnect grace.
///
/// What one client can hold is bounded: at its per-client limit, its oldest session with no
/// page attached is ended to make room; when all of them are attached, or the server holds
/// `maximumSessions`, the new page is refused as busy.
@MainActor
final class SessionRegistry {
    private var sessions: [String: WebSession] = [:]
    private var opened = 0
    let configuration: WebServerConfiguration

    init(configuration: WebServerConfiguration) {
        self.configuration = configuration
    }

    /// Why a page could not attach.
    enum Refusal: Error, Equatable {
        case busy(String)
        case sessionEnded

        /// The fatal frame that tells the page.
        var frame: String {
            switch self {
            case .busy(let message): WireEncoder.fatal(.busy, message)
            case .sessionEnded: WireEncoder.fatal(.sessionEnded, "This session has ended. Reload the page to start a new one.")
            }
        }
    }

    var count: Int { sessions.count }

    /// How many sessions `client` holds.
    func count(of client: String) -> Int { sessions.values.filter { $0.client == client }.count }

    /// Opens a session of `app` for `client`, making room among the client's own unattached
    /// sessions if it is at its limit. The session is not attached yet (see `attach`).
    func open(_ app: WebApp, client: String) -> Result<WebSession, Refusal> {
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
            token: ServerInstance.newToken(for: configuration.instance), app: app, client: client, order: opened, configuration: configuration
        ) { [weak self] token in self?.end(token) }
        sessions[session.token] = session
        // Not attached until `attach`: a session nobody attaches to goes after the grace period.
        session.startExpiry()
        return .success(session)
    }

    func session(_ token: String) -> WebSession? { sessions[token] }

    /// Attaches a page: to the session `token` names, or, without a token, to a new session of
    /// `app` for `client`. An unknown token is refused: that session has ended.
    func attach(
        _ app: WebApp?, token: String?, client: String
    ) -> Result<(session: WebSession, connection: Int, frames: EncodedFrames, inbox: SessionInbox), Refusal> {
        let session: WebSession
        if let token {
            guard let existing = sessions[token], app == nil || existing.app.path == app?.path else { return .failure(.sessionEnded) }
            session = existing
        } else {
            guard let app else { return .failure(.sessionEnded) }
            switch open(app, client: client) {
            case .success(let opened): session = opened
            case .failure(let refusal): return .failure(refusal)
            }
        }
        let attached = session.connect()
        return .success((session, attached.id, attached.frames, attached.inbox))
    }

    func disconnect(_ token: String, connection: Int) {
        sessions[token]?.disconnect(connection)
    }

    func end(_ token: String) {
        sessions.removeValue(forKey: token)?.end(with: Refusal.sessionEnded.frame)
    }

    func endAll() {
        for token in Array(sessions.keys) { end(token) }
    }
}
