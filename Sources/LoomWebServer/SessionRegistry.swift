import Foundation

/// The live sessions, by token. A session is made when a page is served and ends when its
/// page has been gone for the reconnect grace period.
@MainActor
final class SessionRegistry {
    private var sessions: [String: WebSession] = [:]
    let configuration: WebServerConfiguration

    init(configuration: WebServerConfiguration) {
        self.configuration = configuration
    }

    var count: Int { sessions.count }

    /// Opens a session of `app` and returns its token and first render, or nil when the
    /// session limit is reached.
    func open(_ app: WebApp) -> (token: String, html: String)? {
        guard sessions.count < configuration.maximumSessions else { return nil }
        let token = UUID().uuidString
        let session = WebSession(token: token, app: app, maximumMessageBytes: configuration.maximumMessageBytes)
        sessions[token] = session
        session.startExpiry(after: configuration.reconnectGrace) { [weak self] in self?.end(token) }
        return (token, session.firstRender())
    }

    func session(_ token: String) -> WebSession? { sessions[token] }

    func disconnect(_ token: String, connection: Int) {
        sessions[token]?.disconnect(connection, grace: configuration.reconnectGrace) { [weak self] in self?.end(token) }
    }

    func end(_ token: String) {
        sessions.removeValue(forKey: token)?.end()
    }

    func endAll() {
        for token in Array(sessions.keys) { end(token) }
    }
}
