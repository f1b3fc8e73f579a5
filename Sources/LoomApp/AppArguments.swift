import LoomWebServer

import Foundation
import LoomDevTools
import LoomWebServer

/// The command line every Loom app shares: `MyApp [--host H] [--port N] [limits…] [--dev]
/// [--terminal | --text] [--storage FILE]`.
///
/// Every limit of `WebServerConfiguration` can be set here, so whoever runs the server can size
/// it for their machine and their clients. `App.main()` parses it; a host of its own (the
/// showcase) passes the extra flags it accepts in `extraFlags` and finds them in ``flags``.
public struct AppArguments: Sendable {
    /// `--terminal`: the app as a full-screen terminal UI instead of a web server.
    public var terminal = false
    /// `--text`: print the first screen as the text renderer shows it, and exit.
    public var text = false
    /// `--storage FILE`: where `@AppStorage` keeps its values (default: see `App.main()`).
    public var storageFile: String?
    /// Whether pages' sessions are kept in the app's database, so they survive a restart or a
    /// deploy (`--no-session-restore` turns it off: sessions end with their process).
    public var keepsSessions = true
    /// The extra flags given, out of those the caller accepts.
    public var flags: Set<String> = []
    /// Whether DevTools' key was made at start: the runner then prints the inspector's address
    /// with it (a key given on the command line or in the environment is not printed).
    public var printsDevToolsKey = false
    public var configuration = WebServerConfiguration()

    public var host: String { configuration.host }

    /// The usage text, with the program's name.
    public static func usage(program: String) -> String {
        usage.replacingOccurrences(of: "PROGRAM", with: program)
    }

    static let usage = """
        usage: PROGRAM [--host ADDRESS] [--port NUMBER] [options] [--terminal | --text]
          --host ADDRESS                  address to listen on (default 127.0.0.1)
          --port NUMBER                   port to listen on, 0 for any free port (default 8080)
          --max-sessions N                sessions in all (default 256)
          --max-sessions-per-client N     sessions per client address (default 16)
          --reconnect-grace SECONDS       how long a session waits for its page to come back (default 30)
          --max-message-bytes N           largest message a page may send (default 16384)
          --max-queued-events N           events a session holds before refusing more (default 256)
          --max-head-bytes N              largest HTTP request head (default 16384)
          --header-timeout SECONDS        time to send a request head (default 10)
          --idle-timeout SECONDS          idle HTTP connections are closed after this (default 60)
          --ping-interval SECONDS         WebSocket ping period (default 30)
          --allowed-host NAME             a further host name requests may name (repeatable)
          --allowed-origin ORIGIN         a further origin allowed to open a WebSocket (repeatable)
          --trusted-proxy ADDRESS         a proxy whose X-Real-IP names the client (repeatable)
          --instance NAME                 this process's name behind a proxy; its session tokens start with it
          --drain-deadline SECONDS        on SIGTERM, how long to wait to store the sessions before moving their pages (default 10)
          --no-session-restore            keep sessions in memory only: they end with the process
          --dev                           development mode: diagnostics on the page and in the log, and DevTools
                                          (its address, with a key made at start, is printed)
          --devtools-key KEY              DevTools without development mode, for those who hold KEY
                                          (also LOOM_DEVTOOLS_KEY)
          --devtools-history N            events DevTools keeps per session (default 500)
          --terminal                      run the app in this terminal instead of serving it (with
                                          --dev or --devtools-key, DevTools is served on --port beside it)
          --text                          print the first screen as text and exit
          --storage FILE                  the file @AppStorage keeps its values in
        """

    /// Parses `arguments` (without the program's name). `extraFlags` are further flags the
    /// caller accepts (collected in ``flags``).
    public init(
        _ arguments: some Sequence<String>, extraFlags: Set<String> = [],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(AppArgumentError) {
        var iterator = arguments.makeIterator()
        var devToolsKey = environment["LOOM_DEVTOOLS_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        var devToolsHistory = 500
        func value(_ option: String) throws(AppArgumentError) -> String {
            guard let value = iterator.next(), !value.isEmpty else { throw .missingValue(option) }
            return value
        }
        func count(_ option: String, minimum: Int = 1) throws(AppArgumentError) -> Int {
            let text = try value(option)
            guard let number = Int(text), number >= minimum else { throw .invalidNumber(option, text) }
            return number
        }
        func seconds(_ option: String) throws(AppArgumentError) -> Duration {
            let text = try value(option)
            guard let number = Double(text), number > 0, number.isFinite else { throw .invalidNumber(option, text) }
            return .milliseconds(Int64((number * 1000).rounded()))
        }
        while let argument = iterator.next() {
            switch argument {
            case "--host": configuration.host = try value(argument)
            case "--port":
                let text = try value(argument)
                guard let number = Int(text), (0...65535).contains(number) else { throw .invalidPort(text) }
                configuration.port = number
            case "--max-sessions": configuration.maximumSessions = try count(argument)
            case "--max-sessions-per-client": configuration.maximumSessionsPerClient = try count(argument)
            case "--reconnect-grace": configuration.reconnectGrace = try seconds(argument)
            case "--max-message-bytes": configuration.maximumMessageBytes = try count(argument, minimum: 64)
            case "--max-queued-events": configuration.maximumQueuedEvents = try count(argument)
            case "--max-head-bytes": configuration.maximumRequestHeadBytes = try count(argument, minimum: 256)
            case "--header-timeout": configuration.requestHeadTimeout = try seconds(argument)
            case "--idle-timeout": configuration.idleTimeout = try seconds(argument)
            case "--ping-interval": configuration.pingInterval = try seconds(argument)
            case "--allowed-host": configuration.allowedHosts.append(try value(argument))
            case "--allowed-origin": configuration.allowedOrigins.append(try value(argument))
            case "--trusted-proxy":
                let address = try value(argument)
                guard configuration.trustProxy(at: address) else { throw .invalidAddress(argument, address) }
            case "--instance":
                let name = try value(argument)
                do { configuration.instance = try ServerInstance(name) } catch { throw .invalidInstance(error) }
            case "--drain-deadline": configuration.drainDeadline = try seconds(argument)
            case "--no-session-restore": keepsSessions = false
            case "--dev": configuration.developmentMode = true
            case "--devtools-key": devToolsKey = try value(argument)
            case "--devtools-history": devToolsHistory = try count(argument)
            case "--terminal": terminal = true
            case "--text": text = true
            case "--storage": storageFile = try value(argument)
            case "--help", "-h": throw .help
            case let flag where extraFlags.contains(flag): flags.insert(flag)
            default: throw .unknown(argument)
            }
        }
        // A key of one's own turns DevTools on for a server others use; development mode
        // turns it on with a key nobody else knows.
        if let devToolsKey {
            configuration.devTools = DevTools.configuration(key: devToolsKey, historyLimit: devToolsHistory)
        } else if configuration.developmentMode {
            configuration.devTools = DevTools.configuration(historyLimit: devToolsHistory)
            printsDevToolsKey = true
        }
    }
}

/// A command line `AppArguments` cannot accept; the description includes the usage.
public enum AppArgumentError: Error, CustomStringConvertible {
    case missingValue(String)
    case invalidPort(String)
    case invalidNumber(String, String)
    case unknown(String)
    case invalidInstance(ServerInstance.InvalidName)
    case invalidAddress(String, String)
    case help

    private var usage: String { AppArguments.usage(program: AppArguments.programName) }

    public var description: String {
        switch self {
        case .missingValue(let option): "\(option) needs a value.\n\(usage)"
        case .invalidPort(let value): "\"\(value)\" is not a port number (0–65535).\n\(usage)"
        case .invalidNumber(let option, let value): "\(option): \"\(value)\" is not a valid number here.\n\(usage)"
        case .invalidAddress(let option, let value): "\(option): \"\(value)\" is not an IP address.\n\(usage)"
        case .invalidInstance(let error): "--instance: \(error)\n\(usage)"
        case .unknown(let argument): "Unknown argument \"\(argument)\".\n\(usage)"
        case .help: usage
        }
    }

    /// Whether the user asked for the usage (`--help`): not a mistake, exit 0.
    public var isHelp: Bool {
        if case .help = self { return true }
        return false
    }
}

extension AppArguments {
    /// The name the program was started by, for the usage text.
    static var programName: String {
        CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "app"
    }
}
