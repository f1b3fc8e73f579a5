import Foundation
import Hummingbird
import HummingbirdWebSocket
import LoomWebWire
import NIOCore

/// Serves Loom apps to browsers: the first render as HTML, then a WebSocket per page that
/// carries user events up and host-mutation patches down.
///
/// ```swift
/// let server = WebServer(title: "My apps", apps: [
///     WebApp(path: "counter", title: "Counter", summary: "Taps and counts") { ViewHost(Counter()) },
/// ])
/// try await server.run { port in print("http://127.0.0.1:\(port)") }
/// ```
/// Every page gets its own app instance. Events must name an element of that session's tree;
/// malformed, unknown or oversized messages get an error frame and the session goes on; upgrade
/// requests from a foreign origin are refused.
public struct WebServer: Sendable {
    public let title: String
    public let apps: [WebApp]
    public let configuration: WebServerConfiguration

    public init(title: String, apps: [WebApp], configuration: WebServerConfiguration = WebServerConfiguration()) {
        self.title = title
        self.apps = apps
        self.configuration = configuration
    }

    /// Runs until the process is asked to stop (SIGINT/SIGTERM); `onRunning` gets the port.
    public func run(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let registry = await SessionRegistry(configuration: configuration)
        let application = Application(
            router: makeRouter(registry),
            server: .http1WebSocketUpgrade(configuration: .init(ws: webSocketConfiguration)) { request, _, _ in
                try await upgrade(request, registry: registry)
            },
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "Loom"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? configuration.port) }
        )
        try await application.runService()
        await registry.endAll()
    }

    /// Frames up to 1 MiB are read whole, so a message over the (smaller) configured limit gets
    /// an error frame instead of a closed connection.
    private var webSocketConfiguration: WebSocketServerConfiguration {
        WebSocketServerConfiguration(maxFrameSize: max(1 << 20, configuration.maximumMessageBytes * 2))
    }

    private func makeRouter(_ registry: SessionRegistry) -> Router<BasicRequestContext> {
        let router = Router()
        let apps = apps
        let title = title
        router.get("/") { _, _ in html(Pages.home(title: title, apps: apps)) }
        router.get("/loom.js") { _, _ in text(ClientScript.source, type: "text/javascript; charset=utf-8") }
        router.get("/loom.css") { _, _ in text(Stylesheet.source, type: "text/css; charset=utf-8") }
        router.get("/app/:name") { _, context in
            guard let name = context.parameters.get("name"), let app = apps.first(where: { $0.path == name }) else {
                return html(Pages.message("Not found", "There is no app at this address."), status: .notFound)
            }
            guard let opened = await registry.open(app) else {
                return html(Pages.message("Busy", "Too many sessions are open; try again later."), status: .serviceUnavailable)
            }
            return html(Pages.app(app, token: opened.token, html: opened.html))
        }
        return router
    }

    private func upgrade(
        _ request: HTTPRequest, registry: SessionRegistry
    ) async throws -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> {
        guard let path = request.path, path.hasPrefix("/ws"), isAllowedOrigin(request) else { return .dontUpgrade }
        let token = URLComponents(string: path)?.queryItems?.first { $0.name == "session" }?.value ?? ""
        return .upgrade([:]) { inbound, outbound, _ in
            guard let session = await registry.session(token) else {
                try await outbound.write(.text("{\"t\":\"error\",\"fatal\":true,\"message\":\"This session has ended. Reload the page to start a new one.\"}"))
                try await outbound.close(.normalClosure, reason: "unknown session")
                return
            }
            let (connection, frames) = await session.connect()
            do {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for await frame in frames { try await outbound.write(.text(frame)) }
                    }
                    for try await message in inbound.messages(maxSize: 1 << 20) {
                        switch message {
                        case .text(let text): await session.receive(text)
                        case .binary: await session.refuse("Binary frames are not supported; send JSON text.")
                        }
                    }
                    group.cancelAll()
                }
            } catch {
                // The connection failed; the session waits for a reconnect below.
            }
            await registry.disconnect(token, connection: connection)
        }
    }

    /// Same-origin by default: the `Origin` header must name the host the request was sent to.
    private func isAllowedOrigin(_ request: HTTPRequest) -> Bool {
        guard let origin = request.headerFields[.origin] else { return false }
        if configuration.allowedOrigins.contains(origin) { return true }
        guard let authority = request.authority else { return false }
        return origin == "http://\(authority)" || origin == "https://\(authority)"
    }
}

private func html(_ body: String, status: HTTPResponse.Status = .ok) -> Response {
    text(body, type: "text/html; charset=utf-8", status: status)
}

private func text(_ body: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
    Response(
        status: status,
        headers: [.contentType: type, .cacheControl: "no-store"],
        body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
}
