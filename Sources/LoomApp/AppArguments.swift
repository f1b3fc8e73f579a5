import LoomWebServer

/// The showcase's command line: `loom-showcase [--host H] [--port N] [limits…] [--dev] [--tour]`.
/// Every limit of `WebServerConfiguration` can be set here, so whoever runs the server can
/// size it for their machine and their clients.
struct ShowcaseArguments {
    var tour = false
    /// `--terminal`: the showcase as a full-screen terminal UI instead of a web server.
    var terminal = false
    /// Hidden test hook (`--crash-after-start`): the terminal showcase crashes on its first key.
    var crashAfterStart = false
    var configuration = WebServerConfiguration()

    var host: String { configuration.host }

    static let usage = """
        usage: loom-showcase [--host ADDRESS] [--port NUMBER] [options] [--tour]
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
          --dev                           development mode: diagnostics on the page and in the log
          --tour                          print a scripted text-renderer tour instead of serving
          --terminal                      run the showcase in this terminal instead of serving
        """

    init(_ arguments: some Sequence<String>) throws(ShowcaseArgumentError) {
        var iterator = arguments.makeIterator()
        func value(_ option: String) throws(ShowcaseArgumentError) -> String {
            guard let value = iterator.next(), !value.isEmpty else { throw .missingValue(option) }
            return value
        }
        func count(_ option: String, minimum: Int = 1) throws(ShowcaseArgumentError) -> Int {
            let text = try value(option)
            guard let number = Int(text), number >= minimum else { throw .invalidNumber(option, text) }
            return number
        }
        func seconds(_ option: String) throws(ShowcaseArgumentError) -> Duration {
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
            case "--dev": configuration.developmentMode = true
            case "--tour": tour = true
            case "--terminal": terminal = true
            case "--crash-after-start": crashAfterStart = true
            case "--help", "-h": throw .help
            default: throw .unknown(argument)
            }
        }
    }
}

enum ShowcaseArgumentError: Error, CustomStringConvertible {
    case missingValue(String)
    case invalidPort(String)
    case invalidNumber(String, String)
    case unknown(String)
    case help

    var description: String {
        switch self {
        case .missingValue(let option): "\(option) needs a value.\n\(ShowcaseArguments.usage)"
        case .invalidPort(let value): "\"\(value)\" is not a port number (0–65535).\n\(ShowcaseArguments.usage)"
        case .invalidNumber(let option, let value): "\(option): \"\(value)\" is not a valid number here.\n\(ShowcaseArguments.usage)"
        case .unknown(let argument): "Unknown argument \"\(argument)\".\n\(ShowcaseArguments.usage)"
        case .help: ShowcaseArguments.usage
        }
    }
}
