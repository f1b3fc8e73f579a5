import Loom
import Testing

@testable import LoomWebServer

/// One app instance per attached page, kept for a reconnect, torn down after the grace period;
/// serving a page keeps nothing.
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

    private func attach(_ sessions: SessionRegistry, _ app: WebApp, client: String = "10.0.0.1") async throws -> (token: String, connection: Int) {
        let attached = try await sessions.attach(app, token: nil, client: client).get()
        return (attached.session.token, attached.connection)
    }

    @Test func eachPageGetsItsOwnAppInstance() async throws {
        let probe = Probe()
        let (sessions, app) = registry(grace: .seconds(60), probe: probe)
        let first = try await attach(sessions, app)
        let second = try await attach(sessions, app)
        #expect(first.token != second.token)
        await waitUntil { probe.started == 2 }
        #expect(probe.started == 2)
        sessions.endAll()
    }

    @Test func servingAPageKeepsNoSessionAndNoRunningApp() async {
        let probe = Probe()
        let (sessions, app) = registry(grace: .seconds(60), probe: probe)
        let html = await WebSession.render(app)
        #expect(html.contains("ticking"))
        #expect(sessions.count == 0)
        await waitUntil { probe.started == probe.cancelled && probe.started > 0 }
        #expect(probe.started == probe.cancelled)
    }

    @Test func closingThePageTearsTheAppDownAfterTheGracePeriod() async throws {
        let probe = Probe()
        let (sessions, app) = registry(grace: .milliseconds(50), probe: probe)
        let (token, connection) = try await attach(sessions, app)
        await waitUntil { probe.started == 1 }
        sessions.disconnect(token, connection: connection)
        await waitUntil { probe.cancelled == 1 }
        #expect(probe.cancelled == 1)
        #expect(sessions.session(token) == nil)
    }

    @Test func aReconnectWithinTheGracePeriodKeepsTheApp() async throws {
        let probe = Probe()
        let (sessions, app) = registry(grace: .milliseconds(200), probe: probe)
        let (token, connection) = try await attach(sessions, app)
        sessions.disconnect(token, connection: connection)
        _ = try await sessions.attach(app, token: token, client: "10.0.0.1").get()
        try await Task.sleep(for: .milliseconds(400))
        #expect(sessions.session(token) != nil)
        #expect(probe.cancelled == 0)
        sessions.endAll()
        await waitUntil { probe.cancelled == 1 }
        #expect(probe.cancelled == 1)
    }

    @Test func anUnknownTokenIsRefusedAsEnded() async {
        let probe = Probe()
        let (sessions, app) = registry(grace: .seconds(60), probe: probe)
        let refusal = await sessions.attach(app, token: "no-such-session", client: "10.0.0.1")
        guard case .failure(.sessionEnded) = refusal else {
            Issue.record("expected session-ended, got \(refusal)")
            return
        }
    }

    @Test func theSessionLimitIsEnforced() async {
        let probe = Probe()
        let app = WebApp(path: "ticker", title: "Ticker", summary: "") { ViewHost(Ticker(probe: probe)) }
        let sessions = SessionRegistry(configuration: WebServerConfiguration(maximumSessions: 2))
        #expect((try? await sessions.attach(app, token: nil, client: "10.0.0.1").get()) != nil)
        #expect((try? await sessions.attach(app, token: nil, client: "10.0.0.2").get()) != nil)
        #expect((try? await sessions.attach(app, token: nil, client: "10.0.0.3").get()) == nil)
        sessions.endAll()
    }
}
