import Foundation
import Hummingbird
import HummingbirdWebSocket
import LoomWebWire
import NIOCore
import ServiceLifecycle

/// Serves Loom apps to browsers: the first render as HTML, then a WebSocket per page that
/// carries user events up and host-mutation patches down (docs/WEB-PROTOCOL.md).
///
/// ```swift
/// let server = WebServer(title: "My apps", apps: [
///     WebApp(path: "counter", title: "Counter", summary: "Taps and counts") { ViewHost(Counter()) },
/// ])
/// try await server.run { port in print("http://127.0.0.1:\(port)") }
/// ```
/// Serving a page keeps nothing; a session (its own app instance) is opened when the page's
/// WebSocket attaches, within the limits of `WebServerConfiguration`. Every request is checked
/// first (`RequestGuard`: host allow-list, malformed heads, header timeout, unmasked frames).
/// Malformed, unknown or oversized messages get an error frame and the session goes on.
public struct WebServer: Sendable {
    public let title: String
    public let apps: [WebApp]
    public let configuration: WebServerConfiguration
    /// The app served at `/` with no chrome around it, when the server serves one app.
    public let rootApp: WebApp?

    /// Several apps: a home page at `/` lists them, each lives at `/app/<path>`.
    public init(title: String, apps: [WebApp], configuration: WebServerConfiguration = WebServerConfiguration()) {
        self.title = title
        self.apps = apps
        self.configuration = configuration
        rootApp = nil
    }

    /// One app, served at `/` with its own title, favicon, stylesheets and static files
    /// (``WebApp/assets``, under `/static/`), and nothing of Loom's around it.
    public init(app: WebApp, configuration: WebServerConfiguration = WebServerConfiguration()) {
        title = app.title
        apps = [app]
        self.configuration = configuration
        rootApp = app
    }

    /// Runs until the process is asked to stop (SIGINT/SIGTERM); `onRunning` gets the port.
    /// Throws at once when the page's script or stylesheet is missing from the installation.
    ///
    /// Stopping drains first (``SessionDrainService``): with a session store, every session is
    /// stored and its page told to move to another process before the server closes.
    ///
    /// With DevTools on, `onDevToolsHub` gets the hub before the server listens: a process that
    /// also shows apps in its terminal opens them there (``DevToolsHub/openTerminalSession``).
    public func run(
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in },
        onDevToolsHub: (@MainActor @Sendable (DevToolsHub) -> Void)? = nil
    ) async throws {
        try PageResource.verify()
        var keeper: SessionKeeper?
        if let store = configuration.sessionStore {
            keeper = SessionKeeper(store: store, instance: configuration.instance, interval: configuration.sessionSaveInterval)
        }
        let metrics = ServerMetrics()
        await keeper?.setMetrics(metrics)
        let registry = await SessionRegistry(configuration: configuration, keeper: keeper, metrics: metrics)
        let inspector = await inspectorApp(registry: registry)
        if let onDevToolsHub { await MainActor.run { if let hub = registry.devTools { onDevToolsHub(hub) } } }
        let drain = DrainState()
        let configuration = configuration
        let application = Application(
            router: makeRouter(drain: drain, metrics: metrics, inspector: inspector, registry: registry),
            server: .guardedWebSocketUpgrade(
                configuration: .init(
                    http1: .init(idleTimeout: TimeAmount(configuration.idleTimeout)), ws: webSocketConfiguration),
                allowedHosts: configuration.hostNames, maximumHeadBytes: configuration.maximumRequestHeadBytes,
                headTimeout: TimeAmount(configuration.requestHeadTimeout)
            ) { request, channel, _ in
                let client = ForwardedClient.address(
                    of: request, peer: channel.remoteAddress?.ipAddress, trustedProxies: configuration.trustedProxies)
                // A stopping process takes no page: the upgrade falls through to `/ws`'s 503,
                // which a proxy answers by trying the next process.
                if drain.isDraining { return .dontUpgrade }
                return try await upgrade(request, client: client, registry: registry, inspector: inspector)
            },
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "Loom"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? configuration.port) }
        )
        let draining = SessionDrainService(
            registry: registry, state: drain, deadline: configuration.drainDeadline, retention: configuration.sessionRetention)
        let group = ServiceGroup(
            configuration: .init(services: [application, draining], gracefulShutdownSignals: [.sigterm, .sigint], logger: application.logger))
        try await group.run()
        await registry.endAll()
    }

    /// Frames up to 1 MiB are read whole, so a message over the (smaller) configured limit gets
    /// an error frame instead of a closed connection. Text must be valid UTF-8 (RFC 6455 §8.1:
    /// invalid text closes the connection with 1007).
    private var webSocketConfiguration: WebSocketServerConfiguration {
        WebSocketServerConfiguration(
            maxFrameSize: max(1 << 20, configuration.maximumMessageBytes * 2),
            autoPing: .enabled(timePeriod: configuration.pingInterval), validateUTF8: true)
    }

    /// DevTools' inspector as an app of this server, when DevTools is on: its sessions show the
    /// registry's other sessions through the hub, and are never kept or restored themselves.
    @MainActor
    private func inspectorApp(registry: SessionRegistry) -> WebApp? {
        guard let devTools = configuration.devTools else { return nil }
        let hub = DevToolsHub(registry: registry)
        registry.devTools = hub
        var app = WebApp(path: DevToolsConfiguration.appName, title: "Loom DevTools", summary: "") {
            devTools.makeInspector(hub)
        }
        app.restoration = .disabled
        return app
    }

    private func makeRouter(
        drain: DrainState, metrics: ServerMetrics, inspector: WebApp?, registry: SessionRegistry
    ) -> Router<BasicRequestContext> {
        let router = Router()
        // For the proxy and orchestrators: alive while the process answers at all; ready while
        // it takes new pages (not while it drains for a deploy).
        router.get("/healthz") { _, _ in text("ok\n", type: "text/plain; charset=utf-8") }
        router.get("/readyz") { _, _ in
            drain.isDraining
                ? text("draining\n", type: "text/plain; charset=utf-8", status: .serviceUnavailable)
                : text("ready\n", type: "text/plain; charset=utf-8")
        }
        // Prometheus' scrape (docs/DEPLOYMENT.md lists the metrics).
        router.get("/metrics") { _, _ in text(metrics.exposition(), type: "text/plain; version=0.0.4; charset=utf-8") }
        // Reached only by a WebSocket request that was not upgraded.
        router.get("/ws") { _, _ in
            drain.isDraining
                ? text("This process is stopping.\n", type: "text/plain; charset=utf-8", status: .serviceUnavailable)
                : text("Not found", type: "text/plain; charset=utf-8", status: .notFound)
        }
        let apps = apps
        let title = title
        let developmentMode = configuration.developmentMode
        if let instance = configuration.instance { router.add(middleware: ServerInstanceMiddleware(instance: instance)) }
        if let rootApp {
            router.get("/") { _, _ in
                html(Pages.app(rootApp, html: await WebSession.render(rootApp), developmentMode: developmentMode, isRoot: true))
            }
            if let assets = rootApp.assets {
                router.get("/static/**") { _, context in staticFile(assets.file(at: context.parameters.getCatchAll())) }
                if let favicon = assets.favicon {
                    router.get("/favicon.ico") { _, _ in staticFile(assets.file(at: [Substring(favicon)])) }
                }
            }
        } else {
            router.get("/") { _, _ in html(Pages.home(title: title, apps: apps)) }
        }
        if let inspector, let devTools = configuration.devTools {
            // Without the key the page says only that the address needs one.
            router.get(RouterPath(DevToolsConfiguration.path)) { request, _ in
                let key = request.uri.queryParameters.get("key")
                guard devTools.accepts(key) else {
                    return html(Pages.message("DevTools", "This address needs the key the server printed when it started."), status: .forbidden)
                }
                let render = await WebSession.render(inspector)
                return html(Pages.app(inspector, html: render, developmentMode: developmentMode, isRoot: true, key: key))
            }
            // A session's last recording as a Swift test file, to save beside the app's tests.
            router.get(RouterPath(DevToolsConfiguration.path + "/test")) { request, _ in
                guard devTools.accepts(request.uri.queryParameters.get("key")) else {
                    return text("This address needs DevTools' key.\n", type: "text/plain; charset=utf-8", status: .forbidden)
                }
                let id = request.uri.queryParameters.get("session").flatMap { Int($0) }
                guard let id, let recording = await registry.devTools?.lastRecording(of: id) else {
                    return text("No recording of that session; record one in DevTools first.\n", type: "text/plain; charset=utf-8", status: .notFound)
                }
                return Response(
                    status: .ok,
                    headers: [
                        .contentType: "text/x-swift; charset=utf-8", .cacheControl: "no-store",
                        .contentDisposition: "attachment; filename=\"RecordedSession\(id)Tests.swift\"",
                    ],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: devTools.writeTest(recording))))
            }
        }
        router.get("/loom.js") { _, _ in text(ClientScript.source, type: "text/javascript; charset=utf-8") }
        router.get("/loom.css") { _, _ in text(Stylesheet.source, type: "text/css; charset=utf-8") }
        // The showcase's pages; an app served at `/` has no second address.
        guard rootApp == nil else { return router }
        router.get("/app/:name") { _, context in
            guard let name = context.parameters.get("name"), let app = apps.first(where: { $0.path == name }) else {
                return html(Pages.message("Not found", "There is no app at this address."), status: .notFound)
            }
            let render = await WebSession.render(app)
            return html(Pages.app(app, html: render, developmentMode: developmentMode))
        }
        return router
    }

    /// Accepts `/ws?app=<name>` (a new session) and `/ws?app=<name>&session=<token>` (attach
    /// again) from an allowed origin; the session itself is opened or refused once upgraded, so
    /// a refusal reaches the page as a fatal frame it can show.
    private func upgrade(
        _ request: HTTPRequest, client: String, registry: SessionRegistry, inspector: WebApp?
    ) async throws -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> {
        guard let path = request.path, let url = URLComponents(string: path), url.path == "/ws", isAllowedOrigin(request) else {
            return .dontUpgrade
        }
        let query = url.queryItems ?? []
        let token = query.first { $0.name == "session" }?.value
        let name = query.first { $0.name == "app" }?.value
        var app = name.flatMap { name in apps.first { $0.path == name } }
        // The inspector's page carries the key; a socket without it never reaches the sessions.
        if let inspector, name == inspector.path {
            guard configuration.devTools?.accepts(query.first { $0.name == "key" }?.value) == true else { return .dontUpgrade }
            app = inspector
        }
        // A page names its app; a tool re-attaching by token alone may leave it out.
        guard app != nil || (name == nil && token != nil) else { return .dontUpgrade }
        let connection = WebSocketConnection(
            registry: registry, app: app, token: token, client: client,
            maximumMessageBytes: configuration.maximumMessageBytes)
        return .upgrade(ServerInstance.headers(for: configuration.instance)) { inbound, outbound, _ in
            try await connection.run(inbound: inbound, outbound: outbound)
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

/// A file of an app's ``WebAssets``, or 404 when there is none at that path.
private func staticFile(_ url: URL?) -> Response {
    guard let url, let data = FileManager.default.contents(atPath: url.path) else {
        return text("Not found", type: "text/plain; charset=utf-8", status: .notFound)
    }
    return Response(
        status: .ok,
        headers: [.contentType: WebAssets.contentType(of: url.lastPathComponent), .cacheControl: "no-cache"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
}

private func text(_ body: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
    Response(
        status: status,
        headers: [.contentType: type, .cacheControl: "no-store"],
        body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
}
