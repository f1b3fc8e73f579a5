import LoomCore
import LoomWebServer

/// DevTools for an app shown in the terminal (`--terminal --dev`): the inspector is served on
/// the web as for any app, by a server that serves nothing else, and lists the window the
/// terminal shows as a session. Each event the terminal sends is recorded with the cells and
/// bytes its frame wrote.
@MainActor
final class TerminalInspection {
    private let hub: DevToolsHub
    private weak var driver: TerminalDriver?
    private var current: TerminalDevToolsSession?
    /// Told when time travel replaced the instance shown (its owner tears down that one at the end).
    var onReplace: (@MainActor (any HostSession) -> Void)?

    init(hub: DevToolsHub, driver: TerminalDriver) {
        self.hub = hub
        self.driver = driver
        driver.applyingEvent = { [weak self, weak driver] event, apply in
            guard let self, let driver, let current = self.current else {
                try? apply()
                return
            }
            let before = driver.statistics
            guard let entry = current.apply(event, apply) else { return }
            let after = driver.statistics
            current.noteWritten(bytes: after.bytes - before.bytes, cells: after.changedCells - before.changedCells, by: entry)
        }
    }

    /// Makes `window`'s content as an inspected session, in place of the one shown before.
    func open(_ window: AppWindow, storage: KeyValueStore) -> any HostSession {
        current?.close()
        let session = hub.openTerminalSession(title: window.title, rootViewType: window.contentType, modelTypes: window.modelTypes) {
            window.makeView(storage)
        }
        // Time travel resuming: the terminal shows the replayed instance from then on.
        session.onReplace = { [weak self] replacement in
            self?.driver?.show(replacement)
            self?.onReplace?(replacement)
        }
        current = session
        return session.hosted
    }

    /// The instance the terminal shows for the window opened last, if one is open.
    var shown: (any HostSession)? { current?.hosted }

    /// The terminal no longer shows the window opened last.
    func close() {
        current?.close()
        current = nil
    }

    /// Starts the inspector's server for a terminal run with `configuration` (DevTools on) and
    /// returns once it listens: the inspection, the server's task (cancelled when the run
    /// ends) and the inspector's address.
    static func start(
        configuration: WebServerConfiguration, name: String, host: String, keyShown: String, driver: TerminalDriver
    ) async throws -> (inspection: TerminalInspection, server: Task<Void, any Error>, address: String) {
        let server = WebServer(title: name, apps: [], configuration: configuration)
        let (ready, readiness) = AsyncStream<Int>.makeStream()
        let (hubs, hubReadiness) = AsyncStream<DevToolsHub>.makeStream()
        let task = Task {
            defer {
                readiness.finish()
                hubReadiness.finish()
            }
            try await server.run(onRunning: { port in readiness.yield(port) }, onDevToolsHub: { hub in hubReadiness.yield(hub) })
        }
        var hubIterator = hubs.makeAsyncIterator()
        var portIterator = ready.makeAsyncIterator()
        guard let hub = await hubIterator.next(), let port = await portIterator.next() else {
            // The server stopped before it listened: its own error says why (a port in use).
            try await task.value
            throw AppRunError.devToolsServerEnded
        }
        let address = "http://\(host):\(port)\(DevToolsConfiguration.path)\(keyShown)"
        return (TerminalInspection(hub: hub, driver: driver), task, address)
    }
}
