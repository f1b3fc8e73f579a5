import Foundation
import Hummingbird

/// The name of one Loom process among several behind a proxy, and how that process's session
/// tokens and responses carry it.
///
/// A session lives in the memory of the process that opened it, so every reconnect of its page
/// must reach that process again. The token is what a page sends on every re-attach
/// (`/ws?…&session=<token>`), one per tab, so a process named `a` starts each token it makes with
/// `a.` and the proxy routes by that prefix alone (nginx: a `map` of `$arg_session` to an
/// upstream; docs/DEPLOYMENT.md). That needs no cookie (which all tabs of a browser share) and no
/// hash the server would have to know, and it holds after a network drop or a reload. The first
/// attach has no token yet, so any process may open the session: it is the one whose name the
/// token then carries.
///
/// ```swift
/// var configuration = WebServerConfiguration(port: 8081)
/// configuration.instance = try ServerInstance("a")   // tokens "a.<UUID>", header X-Loom-Process: a
/// ```
public struct ServerInstance: Sendable, Hashable, CustomStringConvertible {
    /// The response header that names the process which answered (upgrades and pages): what an
    /// operator (or a test) reads to see where the proxy sent a request.
    public static let headerName = "X-Loom-Process"

    /// The name: 1–32 ASCII letters, digits, `-` or `_`.
    public let name: String

    /// Why a name cannot name an instance.
    public struct InvalidName: Error, CustomStringConvertible {
        public let name: String
        public var description: String {
            "\"\(name)\" cannot name a server instance: use 1–32 ASCII letters, digits, '-' or '_' "
                + "(it starts every session token and the proxy matches it)."
        }
    }

    /// Checks `name`: it goes into URLs and the proxy's patterns unescaped, and a `.` ends it in
    /// the token, so only letters, digits, `-` and `_` are allowed.
    public init(_ name: String) throws(InvalidName) {
        let allowed = name.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
        guard allowed, (1...32).contains(name.utf8.count) else { throw InvalidName(name: name) }
        self.name = name
    }

    public var description: String { name }

    /// A new session token: `<name>.<UUID>` for a named process, a bare UUID for a process alone.
    static func newToken(for instance: ServerInstance?) -> String {
        let unique = UUID().uuidString
        guard let instance else { return unique }
        return "\(instance.name).\(unique)"
    }

    /// The header naming `instance` on a response; none for a process alone.
    static func headers(for instance: ServerInstance?) -> HTTPFields {
        // HTTPTypes comes through Hummingbird, which re-exports `HTTPFields` but not its element.
        guard let instance, let field = HTTPFields.Element.Name(headerName) else { return [:] }
        return [field: instance.name]
    }
}

/// Names the process on every page response (`X-Loom-Process`), so a `curl -sI` through the
/// proxy shows which process answered. Upgrades carry the same header (``ServerInstance``).
struct ServerInstanceMiddleware<Context: RequestContext>: RouterMiddleware {
    let instance: ServerInstance

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers.append(contentsOf: ServerInstance.headers(for: instance))
        return response
    }
}
