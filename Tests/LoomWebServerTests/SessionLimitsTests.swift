import Loom
import Testing

@testable import LoomWebServer

/// What one client address can hold: a flood from one address neither exceeds its own limit
/// nor locks out anyone else. (Over loopback every client is 127.0.0.1, so the per-address
/// logic is pinned here with made-up addresses.)
@MainActor
struct SessionLimitsTests {
    private let app = WebApp(path: "label", title: "Label", summary: "") { ViewHost(Text("hello")) }

    private func sessions(total: Int = 256, perClient: Int) -> SessionRegistry {
        SessionRegistry(configuration: WebServerConfiguration(maximumSessions: total, maximumSessionsPerClient: perClient))
    }

    @Test func aFloodFromOneClientDoesNotLockOutAnother() async {
        let sessions = sessions(perClient: 4)
        for _ in 0..<300 { _ = sessions.open(app, client: "203.0.113.9") }
        #expect(sessions.count(of: "203.0.113.9") == 4)
        #expect((try? await sessions.attach(app, token: nil, client: "198.51.100.7").get()) != nil)
        sessions.endAll()
    }

    @Test func aClientAtItsLimitLosesItsOldestUnattachedSession() async throws {
        let sessions = sessions(perClient: 3)
        let attached = try await sessions.attach(app, token: nil, client: "203.0.113.9").get().session
        let oldestIdle = try sessions.open(app, client: "203.0.113.9").get()
        let newerIdle = try sessions.open(app, client: "203.0.113.9").get()
        let newest = try await sessions.attach(app, token: nil, client: "203.0.113.9").get().session
        #expect(sessions.session(oldestIdle.token) == nil)
        #expect(sessions.session(newerIdle.token) != nil)
        #expect(sessions.session(attached.token) != nil)
        #expect(sessions.session(newest.token) != nil)
        #expect(sessions.count(of: "203.0.113.9") == 3)
        sessions.endAll()
    }

    @Test func aClientWhoseSessionsAreAllAttachedIsBusyWhileOthersAreNot() async throws {
        let sessions = sessions(perClient: 2)
        _ = try await sessions.attach(app, token: nil, client: "203.0.113.9").get()
        _ = try await sessions.attach(app, token: nil, client: "203.0.113.9").get()
        let refusal = await sessions.attach(app, token: nil, client: "203.0.113.9")
        guard case .failure(.busy) = refusal else {
            Issue.record("expected busy, got \(refusal)")
            return
        }
        #expect((try? await sessions.attach(app, token: nil, client: "198.51.100.7").get()) != nil)
        sessions.endAll()
    }

    @Test func theGlobalLimitRefusesAsBusy() async throws {
        let sessions = sessions(total: 2, perClient: 8)
        _ = try await sessions.attach(app, token: nil, client: "203.0.113.1").get()
        _ = try await sessions.attach(app, token: nil, client: "203.0.113.2").get()
        guard case .failure(.busy) = await sessions.attach(app, token: nil, client: "203.0.113.3") else {
            Issue.record("expected busy")
            return
        }
        sessions.endAll()
    }

    @Test func anEndedSessionTellsItsPageWithAFatalFrame() async throws {
        let sessions = sessions(perClient: 2)
        let attached = try await sessions.attach(app, token: nil, client: "203.0.113.9").get()
        sessions.end(attached.session.token)
        var frames: [String] = []
        for await frame in attached.frames { frames.append(frame) }
        #expect(frames.first?.contains(#""t":"reset""#) == true)
        #expect(frames.last?.contains(#""fatal":true,"code":"session-ended""#) == true)
    }

    @Test func anEndedSessionIsFreed() async throws {
        let sessions = sessions(perClient: 2)
        weak var ended: WebSession?
        do {
            let attached = try await sessions.attach(app, token: nil, client: "203.0.113.9").get()
            ended = attached.session
            sessions.end(attached.session.token)
        }
        for _ in 0..<200 where ended != nil { await Task.yield() }
        #expect(ended == nil)
    }
}
