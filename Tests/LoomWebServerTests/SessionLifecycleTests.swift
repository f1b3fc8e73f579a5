import Loom
import Testing

@testable import LoomWebServer

/// One app instance per browser session, kept for a reconnect, torn down after the grace period.
@MainActor
struct SessionLifecycleTests {
    @MainActor
    final class Probe {
        var started = 0
        var cancelled = 0
    }

    struct Ticker: View {
        let probe: Probe
        var body: some View {
            Text("ticking").task {
                probe.started += 1
                let (stream, _) = AsyncStream<Int>.makeStream()
                for await _ in stream {}
                if Task.isCancelled { probe.cancelled += 1 }
            }
        }
    }

    private func waitUntil(_ condition: @MainActor () -> Bool) async {
        for _ in 0..<500 where !condition() { try? await Task.sleep(for: .milliseconds(5)) }
    }

    private func registry(grace: Duration, probe: Probe) -> (SessionRegistry, WebApp) {
        let app = WebApp(path: "ticker", title: "Ticker", summary: "") { ViewHost(Ticker(probe: probe)) }
        return (SessionRegistry(configuration: WebServerConfiguration(reconnectGrace: grace)), app)
    }

    @Test func eachPageGetsItsOwnAppInstance() async {
        let probe = Probe()
        let (sessions, app) = registry(grace: .seconds(60), probe: probe)
        let first = sessions.open(app)
        let second = sessions.open(app)
        #expect(first?.token != second?.token)
        await waitUntil { probe.started == 2 }
        #expect(probe.started == 2)
        sessions.endAll()
    }

    @Test func closingThePageTearsTheAppDownAfterTheGracePeriod() async throws {
        let probe = Probe()
        let (sessions, app) = registry(grace: .milliseconds(50), probe: probe)
        let token = try #require(sessions.open(app)?.token)
        let session = try #require(sessions.session(token))
        let connection = session.connect().id
        await waitUntil { probe.started == 1 }
        sessions.disconnect(token, connection: connection)
        await waitUntil { probe.cancelled == 1 }
        #expect(probe.cancelled == 1)
        #expect(sessions.session(token) == nil)
    }

    @Test func aReconnectWithinTheGracePeriodKeepsTheApp() async throws {
        let probe = Probe()
        let (sessions, app) = registry(grace: .milliseconds(200), probe: probe)
        let token = try #require(sessions.open(app)?.token)
        let session = try #require(sessions.session(token))
        sessions.disconnect(token, connection: session.connect().id)
        _ = session.connect()
        try await Task.sleep(for: .milliseconds(400))
        #expect(sessions.session(token) != nil)
        #expect(probe.cancelled == 0)
        sessions.endAll()
        await waitUntil { probe.cancelled == 1 }
        #expect(probe.cancelled == 1)
    }

    @Test func theSessionLimitIsEnforced() {
        let probe = Probe()
        let app = WebApp(path: "ticker", title: "Ticker", summary: "") { ViewHost(Ticker(probe: probe)) }
        let sessions = SessionRegistry(configuration: WebServerConfiguration(maximumSessions: 2))
        #expect(sessions.open(app) != nil)
        #expect(sessions.open(app) != nil)
        #expect(sessions.open(app) == nil)
        sessions.endAll()
    }
}
