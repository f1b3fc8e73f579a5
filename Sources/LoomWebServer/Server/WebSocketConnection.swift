import HummingbirdWebSocket
import LoomWebWire

/// One page's WebSocket: attaches it to a session, then runs a writer (frames to the page) and a
/// reader (frames from the page) side by side until either ends.
///
/// The reader never waits for the app: it decodes each message (off the main actor) into the
/// session's inbox and goes back to the socket, so pings are answered at once however long the
/// session's backlog is. The writer encodes what the session hands over (`EncodedFrames`), also
/// off the main actor, so the main actor does engine work only and the other core does the rest.
struct WebSocketConnection: Sendable {
    let registry: SessionRegistry
    let app: WebApp?
    let token: String?
    let client: String
    let maximumMessageBytes: Int

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let attached: (session: WebSession, connection: Int, frames: EncodedFrames, inbox: SessionInbox)
        switch await registry.attach(app, token: token, client: client) {
        case .failure(let refusal):
            try await outbound.write(.text(refusal.frame))
            try await outbound.close(.normalClosure, reason: "session refused")
            return
        case .success(let success):
            attached = success
        }
        let sessionToken = attached.session.token
        let inbox = attached.inbox
        let maximumMessageBytes = maximumMessageBytes
        defer {
            let registry = registry
            let connection = attached.connection
            Task { await registry.disconnect(sessionToken, connection: connection) }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await frame in attached.frames { try await outbound.write(.text(frame)) }
                // The session ended or another page took it over: close this socket.
                if !Task.isCancelled { try await outbound.close(.normalClosure, reason: nil) }
            }
            do {
                for try await message in inbound.messages(maxSize: 1 << 20) {
                    switch message {
                    case .text(let text): inbox.submit(text, maximumBytes: maximumMessageBytes)
                    case .binary: inbox.refuse("Binary frames are not supported; send JSON text.")
                    }
                }
            } catch {
                group.cancelAll()
                // Rethrown so the WebSocket closes with the reason (1007 invalid UTF-8, 1009 too large).
                throw error
            }
            group.cancelAll()
        }
    }
}
