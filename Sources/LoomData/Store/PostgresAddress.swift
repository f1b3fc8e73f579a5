import Foundation
internal import NIOSSL
internal import PostgresNIO

/// A `postgres://` URL as postgres-nio's connection configuration, read the way libpq reads one:
/// `postgres://user:password@host:port/database?sslmode=require`, or
/// `postgres:///database?host=/run/postgresql` for a Unix socket. The password never appears
/// in ``description``, which is what messages and logs show.
struct PostgresAddress: Sendable, CustomStringConvertible {
    let configuration: PostgresConnection.Configuration
    let description: String

    /// Whether `url` names a PostgreSQL database rather than a file.
    static func isDatabaseURL(_ url: URL) -> Bool {
        ["postgres", "postgresql"].contains(url.scheme?.lowercased() ?? "")
    }

    init(_ url: URL) throws(ModelError) {
        guard Self.isDatabaseURL(url), let parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw .storeUnavailable(location: url.absoluteString, reason: "not a postgres:// URL")
        }
        let query = Dictionary((parts.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        let username = parts.user.flatMap { $0.removingPercentEncoding } ?? ProcessInfo.processInfo.environment["USER"] ?? "postgres"
        let password = parts.password.flatMap { $0.removingPercentEncoding }
        let path = parts.path.hasPrefix("/") ? String(parts.path.dropFirst()) : parts.path
        let database = path.isEmpty ? nil : path.removingPercentEncoding
        let host = parts.host.flatMap { $0.isEmpty ? nil : $0 } ?? query["host"] ?? "127.0.0.1"
        let shown = "postgres://\(username)@\(host)\(parts.port.map { ":\($0)" } ?? "")/\(database ?? "")"
        description = shown
        if host.hasPrefix("/") {
            let socket = host.hasSuffix(".s.PGSQL.\(parts.port ?? 5432)") ? host : "\(host)/.s.PGSQL.\(parts.port ?? 5432)"
            configuration = .init(unixSocketPath: socket, username: username, password: password, database: database)
            return
        }
        let tls: PostgresConnection.Configuration.TLS
        switch query["sslmode"] ?? "disable" {
        case "disable", "allow":
            tls = .disable
        case "prefer", "require", "verify-ca", "verify-full":
            do {
                var settings = TLSConfiguration.makeClientConfiguration()
                if query["sslmode"] == "require" || query["sslmode"] == "prefer" { settings.certificateVerification = .none }
                let context = try NIOSSLContext(configuration: settings)
                tls = query["sslmode"] == "prefer" ? .prefer(context) : .require(context)
            } catch {
                throw .storeUnavailable(location: shown, reason: "TLS could not be set up: \(error)")
            }
        case let mode:
            throw .storeUnavailable(location: shown, reason: "sslmode=\(mode) is not one of disable, prefer, require, verify-ca, verify-full")
        }
        configuration = .init(host: host, port: parts.port ?? 5432, username: username, password: password, database: database, tls: tls)
    }
}
