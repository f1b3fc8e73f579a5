import Foundation
import Loom
import Testing

@testable import LoomWebServer

/// A named process's tokens carry its name (what the proxy routes a reconnect by), names that
/// would not survive a URL or the proxy's pattern are refused, and a process alone keeps plain
/// tokens.
@MainActor
struct ServerInstanceTests {
    private let app = WebApp(path: "label", title: "Label", summary: "") { ViewHost(Text("hello")) }

    @Test func aNamedProcessStartsEveryTokenWithItsNameAndADot() async throws {
        var configuration = WebServerConfiguration()
        configuration.instance = try ServerInstance("loom-2")
        let sessions = SessionRegistry(configuration: configuration)
        var tokens: [String] = []
        for _ in 0..<3 { tokens.append(try await sessions.attach(app, token: nil, client: "203.0.113.9").get().session.token) }
        for token in tokens {
            #expect(token.hasPrefix("loom-2."))
            #expect(UUID(uuidString: String(token.dropFirst("loom-2.".count))) != nil)
        }
        #expect(Set(tokens).count == 3)
        // Re-attaching by the prefixed token finds the same session.
        #expect(try await sessions.attach(app, token: tokens[0], client: "203.0.113.9").get().session.token == tokens[0])
        sessions.endAll()
    }

    @Test func aProcessAloneKeepsPlainTokensAndNoHeader() async throws {
        let sessions = SessionRegistry(configuration: WebServerConfiguration())
        let token = try await sessions.attach(app, token: nil, client: "203.0.113.9").get().session.token
        #expect(UUID(uuidString: token) != nil)
        #expect(ServerInstance.headers(for: nil).isEmpty)
        sessions.endAll()
    }

    @Test func theHeaderNamesTheProcess() async throws {
        let headers = ServerInstance.headers(for: try ServerInstance("b_1"))
        #expect(headers.map { "\($0.name.rawName): \($0.value)" } == ["X-Loom-Process: b_1"])
    }

    @Test func namesThatAURLOrTheProxysPatternWouldMangleAreRefused() async {
        for name in ["", "a.b", "a b", "a/b", "é", "a%2e", String(repeating: "x", count: 33)] {
            #expect(throws: ServerInstance.InvalidName.self, "\(name)") { try ServerInstance(name) }
        }
        #expect((try? ServerInstance(String(repeating: "x", count: 32))) != nil)
    }

    @Test func theCommandLineTakesTheNameAndRefusesABadOne() async throws {
        #expect(try AppArguments(["--instance", "a"]).configuration.instance == ServerInstance("a"))
        do {
            _ = try AppArguments(["--instance", "a.b"])
            Issue.record("accepted a name with a dot")
        } catch {
            #expect(error.description.contains("\"a.b\" cannot name a server instance"))
        }
    }
}
