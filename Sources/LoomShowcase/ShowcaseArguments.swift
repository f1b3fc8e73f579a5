/// The showcase's command line: `loom-showcase [--host H] [--port N] [--tour]`.
struct ShowcaseArguments {
    var host = "127.0.0.1"
    var port = 8080
    var tour = false

    static let usage = """
        usage: loom-showcase [--host ADDRESS] [--port NUMBER] [--tour]
          --host   address to listen on (default 127.0.0.1)
          --port   port to listen on, 0 for any free port (default 8080)
          --tour   print a scripted text-renderer tour instead of serving the web showcase
        """

    init(_ arguments: some Sequence<String>) throws(ShowcaseArgumentError) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--host":
                guard let value = iterator.next(), !value.isEmpty else { throw .missingValue("--host") }
                host = value
            case "--port":
                guard let value = iterator.next() else { throw .missingValue("--port") }
                guard let number = Int(value), (0...65535).contains(number) else { throw .invalidPort(value) }
                port = number
            case "--tour":
                tour = true
            case "--help", "-h":
                throw .help
            default:
                throw .unknown(argument)
            }
        }
    }
}

enum ShowcaseArgumentError: Error, CustomStringConvertible {
    case missingValue(String)
    case invalidPort(String)
    case unknown(String)
    case help

    var description: String {
        switch self {
        case .missingValue(let option): "\(option) needs a value.\n\(ShowcaseArguments.usage)"
        case .invalidPort(let value): "\"\(value)\" is not a port number (0–65535).\n\(ShowcaseArguments.usage)"
        case .unknown(let argument): "Unknown argument \"\(argument)\".\n\(ShowcaseArguments.usage)"
        case .help: ShowcaseArguments.usage
        }
    }
}
