import Foundation
@testable import LoomData
import LoomTestSupport
import Testing

/// A database of its own for one test, on the server `scripts/test` starts
/// (`LOOM_TEST_POSTGRES_URL`); dropped at the end. Without that variable the PostgreSQL tests
/// are skipped, unless `LOOM_REQUIRE_POSTGRES` is set, as it is in every scripts/test run.
struct PostgresTestDatabase {
    static let serverURL = ProcessInfo.processInfo.environment["LOOM_TEST_POSTGRES_URL"].flatMap(URL.init(string:))
    static let isAvailable = serverURL != nil || ProcessInfo.processInfo.environment["LOOM_REQUIRE_POSTGRES"] != nil

    let name = "loom_test_" + UUID().keyText.replacingOccurrences(of: "-", with: "")
    let url: URL

    init() throws {
        let server = try #require(Self.serverURL, "LOOM_REQUIRE_POSTGRES is set but LOOM_TEST_POSTGRES_URL names no server")
        try Self.admin(server, "CREATE DATABASE \(name)")
        var parts = try #require(URLComponents(url: server, resolvingAgainstBaseURL: false))
        parts.path = "/" + name
        url = try #require(parts.url)
    }

    /// The same database under another URL: a second container on it gets a store of its own,
    /// as a second process would.
    func url(asProcess label: String) -> URL {
        var parts = URLComponents(url: url, resolvingAgainstBaseURL: false)!
        parts.queryItems = [URLQueryItem(name: "application_name", value: label)]
        return parts.url!
    }

    func drop() {
        guard let server = Self.serverURL else { return }
        try? Self.admin(server, "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
    }

    /// Runs `sql` on the server's maintenance database.
    static func admin(_ server: URL, _ sql: String) throws {
        let link = PostgresLink(address: try PostgresAddress(server), label: "test-admin")
        defer { link.close() }
        try link.withConnection { try $0.execute(sql) }
    }

    /// Runs `sql` in this test's database.
    func run(_ sql: String) throws -> [[SQLValue]] {
        let link = PostgresLink(address: try PostgresAddress(url), label: "test")
        defer { link.close() }
        return try link.withConnection { try $0.rows(sql, []) }
    }
}

/// Polls `condition` on the main actor until it holds, or `seconds` pass and it was checked a
/// few hundred times (``eventually(within:checks:_:)``: under the sanitizers other tests hold
/// the main actor for longer than the deadline).
@MainActor
func waitUntil(seconds: Double = 1, _ condition: @MainActor () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    #expect(await eventually(within: seconds, condition), sourceLocation: sourceLocation)
}

/// The two engines a store can be on, for tests that must hold on both.
enum Engine: String, CaseIterable, Sendable {
    case sqlite, postgres

    /// Whether this machine can run the engine's tests (SQLite always; PostgreSQL when
    /// scripts/test started a server, and there a missing server fails the test).
    var isAvailable: Bool { self == .sqlite || PostgresTestDatabase.isAvailable }
}

/// A store of `engine` that lives as long as the test: SQLite in memory, or a database of
/// its own on the test server. `cleanup` drops the database.
struct FreshStore {
    let configuration: ModelConfiguration
    private let database: PostgresTestDatabase?

    init(_ engine: Engine) throws {
        switch engine {
        case .sqlite:
            configuration = ModelConfiguration(isStoredInMemoryOnly: true)
            database = nil
        case .postgres:
            let database = try PostgresTestDatabase()
            configuration = ModelConfiguration(url: database.url)
            self.database = database
        }
    }

    func cleanup() { database?.drop() }
}
