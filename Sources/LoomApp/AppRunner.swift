import Foundation
import LoomCore
import LoomData
import LoomWebServer

/// What `App.main()` does: reads the command line (``AppArguments``), opens the app's storage
/// once for the process, and serves the app's windows on the web, in the terminal (`--terminal`)
/// or prints the first screen as text (`--text`).
@MainActor
public enum AppRunner {
    /// Runs `app` with the process's command line; exits with 2 on a bad command line, 1 when
    /// the app cannot run (no window, port taken, missing page files).
    public static func run<Application: App>(_ app: Application) async {
        let name = String(describing: Application.self)
        let arguments: AppArguments
        do {
            arguments = try AppArguments(CommandLine.arguments.dropFirst())
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(error.isHelp ? 0 : 2)
        }
        do {
            try await run(app, name: name, arguments: arguments)
        } catch {
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
            exit(1)
        }
    }

    /// What `--text` prints: the first screen as the text renderer shows it, after its
    /// geometry readers have been told their size (as ``ViewHarness`` does in tests).
    static func firstScreenText(of host: ViewHost) throws(HostReplicaError) -> String {
        host.update()
        var renderer = TextRenderer()
        try renderer.settle(takingMutations: { host.hostTree.takeMutations() }, sending: { try? host.send($0) })
        return renderer.output
    }

    /// Runs `app` with `arguments` until it is asked to stop. `name` titles the app where it
    /// has no window title of its own (the index of an app with several windows, the log line
    /// with its address, the storage file). `prepareTerminal` sees the terminal driver before
    /// it starts (a host's own hooks, such as the showcase's crash test).
    public static func run<Application: App>(
        _ app: Application, name: String, arguments: AppArguments,
        prepareTerminal: @MainActor (TerminalDriver) -> Void = { _ in }
    ) async throws {
        let windows = app.body.windows.map { window in
            var window = window
            if window.title.isEmpty { window.title = name }
            return window
        }
        guard let first = windows.first else { throw AppRunError.noWindow(name) }
        let storage = KeyValueStore(file: storageFile(arguments: arguments, appName: name))
        if arguments.text {
            let host = first.makeView(storage)
            print(try firstScreenText(of: host))
            host.tearDown()
            return
        }
        if arguments.terminal {
            let driver = TerminalDriver()
            prepareTerminal(driver)
            // With DevTools on, its inspector is served on the web beside the terminal, and its
            // address printed before the terminal's screen takes over (`--devtools-key` and
            // `--port` make it known beforehand).
            var inspection: TerminalInspection?
            var inspectorServer: Task<Void, any Error>?
            var devToolsAddress: String?
            if let devTools = arguments.configuration.devTools {
                let keyShown = arguments.printsDevToolsKey ? "?key=\(devTools.key)" : "?key=(the key you gave)"
                let started = try await TerminalInspection.start(
                    configuration: arguments.configuration, name: name, host: arguments.host, keyShown: keyShown, driver: driver)
                (inspection, inspectorServer, devToolsAddress) = (started.inspection, started.server, started.address)
                FileHandle.standardOutput.write(Data("DevTools: \(started.address)\n".utf8))
            }
            defer { inspectorServer?.cancel() }
            if windows.count > 1 {
                let menu = TerminalWindowMenu(
                    title: name, windows: windows, storage: storage, driver: driver, inspection: inspection, devToolsAddress: devToolsAddress)
                try await menu.run()
                // The menu's buttons reach it weakly; a release build, seeing no strong use after
                // `run`, warned those references would always be nil. Held to here on purpose.
                withExtendedLifetime(menu) {}
                return
            }
            let host = inspection?.open(first, storage: storage) ?? first.makeView(storage)
            driver.show(host)
            try await driver.run()
            // Time travel may have replaced the instance shown.
            let shown = inspection?.shown ?? host
            inspection?.close()
            shown.tearDown()
            return
        }
        let apps = webApps(windows, storage: storage)
        var configuration = arguments.configuration
        if arguments.keepsSessions, configuration.sessionStore == nil { configuration.sessionStore = defaultSessionStore() }
        let server = apps.count == 1
            ? WebServer(app: apps[0], configuration: configuration)
            : WebServer(title: name, apps: apps, configuration: configuration)
        let host = arguments.host
        let devTools = configuration.devTools.map { devTools in
            arguments.printsDevToolsKey ? "?key=\(devTools.key)" : "?key=(the key you gave)"
        }
        try await server.run { port in
            FileHandle.standardOutput.write(Data("\(name): http://\(host):\(port)\n".utf8))
            if let devTools {
                FileHandle.standardOutput.write(Data("DevTools: http://\(host):\(port)\(DevToolsConfiguration.path)\(devTools)\n".utf8))
            }
        }
    }

    /// One web app per window, each session a fresh instance of the window's content.
    static func webApps(_ windows: [AppWindow], storage: KeyValueStore) -> [WebApp] {
        windows.map { window in
            var app = WebApp(path: window.id, title: window.title, summary: window.summary, assets: window.assets) { window.makeView(storage) }
            app.restoration = window.restoration
            app.rootViewType = window.contentType
            app.modelTypes = window.modelTypes
            return app
        }
    }

    /// Where the pages' sessions are kept: the app's database (`LOOM_DATABASE_URL`, or the
    /// default store file beside its models). A file that cannot be opened is reported and
    /// the sessions live in memory only, as they would with no store.
    static func defaultSessionStore() -> (any SessionStore)? {
        do {
            return try DatabaseSessionStore.defaultStore()
        } catch {
            FileHandle.standardError.write(Data("loom: sessions will not survive a restart: \(error)\n".utf8))
            return nil
        }
    }

    /// `--storage FILE`, else `$LOOM_STORAGE_DIR/<App>.json`, else
    /// `$XDG_DATA_HOME/<App>/app-storage.json` (`~/.local/share` when unset), as Linux apps keep
    /// their data.
    static func storageFile(arguments: AppArguments, appName: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let file = arguments.storageFile { return URL(fileURLWithPath: file) }
        if let folder = environment["LOOM_STORAGE_DIR"], !folder.isEmpty {
            return URL(fileURLWithPath: folder).appendingPathComponent("\(appName).json")
        }
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return data.appendingPathComponent(appName).appendingPathComponent("app-storage.json")
    }
}

/// Why an app could not run.
public enum AppRunError: Error, CustomStringConvertible {
    case noWindow(String)
    /// DevTools' server for a terminal run stopped before it listened.
    case devToolsServerEnded

    public var description: String {
        switch self {
        case .noWindow(let name): "\(name) has no WindowGroup in its body: there is nothing to show."
        case .devToolsServerEnded: "DevTools' server stopped before it started listening."
        }
    }
}
