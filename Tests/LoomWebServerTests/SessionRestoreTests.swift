import Foundation
import Loom
import LoomWebWire
import Testing

@testable import LoomWebServer

/// Sessions kept in a real SQLite file (`DatabaseSessionStore`) and taken over by another
/// registry standing for another process: the screen comes back, acknowledged events are never
/// lost, unacknowledged ones are applied once by the new owner, the old owner cannot overwrite
/// what the new one keeps, and a stopping process stores its sessions and tells pages to move.
@MainActor
struct SessionRestoreTests {
    struct Form: View {
        @SceneStorage("name") private var name = ""
        @State private var taps = 0
        var body: some View {
            VStack {
                TextField("Name", text: $name)
                Text("Hello \(name)")
                Button("Tapped \(taps)") { taps += 1 }
            }
        }
    }

    private let app: WebApp = {
        var app = WebApp(path: "form", title: "Form", summary: "") { ViewHost(Form()) }
        app.restoration = .viewState
        return app
    }()

    /// A store in a fresh file, and a registry ("process") on it.
    private static func storeFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("loom-sessions-\(UUID().uuidString)/sessions.sqlite")
    }

    private func process(_ store: any SessionStore, name: String) throws -> SessionRegistry {
        var configuration = WebServerConfiguration()
        configuration.instance = try ServerInstance(name)
        configuration.sessionSaveInterval = .milliseconds(5)
        return SessionRegistry(
            configuration: configuration,
            keeper: SessionKeeper(store: store, instance: configuration.instance, interval: configuration.sessionSaveInterval))
    }

    private typealias Attached = (session: WebSession, frames: EncodedFrames.Iterator, inbox: SessionInbox)

    private func attach(_ registry: SessionRegistry, token: String? = nil) async throws -> Attached {
        let attached = try await registry.attach(app, token: token, client: "10.0.0.1").get()
        return (attached.session, attached.frames.makeAsyncIterator(), attached.inbox)
    }

    private func element(_ pattern: String, in session: WebSession) throws -> Int {
        let html = HTMLWriter.html(of: session.hosted.hostTree.snapshot())
        let match = try #require(html.firstMatch(of: try Regex(pattern)))
        return try #require(Int(match.output[1].substring ?? ""))
    }

    private func field(in session: WebSession) throws -> Int { try element(#"<input data-id="(\d+)""#, in: session) }
    private func button(in session: WebSession) throws -> Int { try element(#"<button data-id="(\d+)""#, in: session) }

    private func text(_ id: Int, _ value: String, _ sequence: Int) -> String { #"{"id":\#(id),"e":"text","v":"\#(value)","s":\#(sequence)}"# }
    private func tap(_ id: Int, _ sequence: Int) -> String { #"{"id":\#(id),"e":"tap","s":\#(sequence)}"# }

    private func waitUntil(_ condition: @MainActor () -> Bool) async {
        for _ in 0..<2000 where !condition() { await Task.yield() }
    }

    /// Frames until one contains `text` (or the stream ends).
    private func frames(until text: String, from frames: inout EncodedFrames.Iterator) async -> [String] {
        var received: [String] = []
        while let frame = await frames.next(isolation: #isolation) {
            received.append(frame)
            if frame.contains(text) { break }
        }
        return received
    }

    @Test func aSessionComesBackInAnotherProcessWithItsScreenAndItsLastEvent() async throws {
        let store = try DatabaseSessionStore(url: Self.storeFile())
        let first = try process(store, name: "a")
        var page = try await attach(first)
        _ = await page.frames.next(isolation: #isolation)
        page.inbox.submit(text(try field(in: page.session), "Ada", 1), maximumBytes: 1024)
        page.inbox.submit(tap(try button(in: page.session), 2), maximumBytes: 1024)
        // Acknowledged only once stored.
        let received = await frames(until: WireEncoder.ack(2), from: &page.frames)
        #expect(received.last == WireEncoder.ack(2))
        let token = page.session.token

        // "Process a" dies without a word; "process b" gets the page's re-attach.
        let second = try process(store, name: "b")
        var moved = try await attach(second, token: token)
        #expect(moved.session !== page.session)
        let reset = try #require(await moved.frames.next(isolation: #isolation))
        #expect(reset.contains(#""session":"\#(token)","a":2,"restored":true"#))
        #expect(reset.contains("Hello Ada"))
        #expect(reset.contains("Tapped 1"))
        first.endAll()
        second.endAll()
    }

    @Test func anEventTheOldProcessNeverStoredIsAppliedOnceByTheNewOne() async throws {
        let store = try DatabaseSessionStore(url: Self.storeFile())
        let first = try process(store, name: "a")
        var page = try await attach(first)
        _ = await page.frames.next(isolation: #isolation)
        let button = try button(in: page.session)
        page.inbox.submit(tap(button, 1), maximumBytes: 1024)
        _ = await frames(until: WireEncoder.ack(1), from: &page.frames)
        // The process stops storing (its database link is gone) but still applies the next tap.
        page.session.beginMove()
        let second = try process(store, name: "b")
        var moved = try await attach(second, token: page.session.token)
        let reset = try #require(await moved.frames.next(isolation: #isolation))
        #expect(reset.contains(#""a":1"#))
        #expect(reset.contains("Tapped 1"))
        // The page resends what was not acknowledged, and once more after a reconnect: applied once.
        let movedButton = try self.button(in: moved.session)
        moved.inbox.submit(tap(movedButton, 2), maximumBytes: 1024)
        moved.inbox.submit(tap(movedButton, 2), maximumBytes: 1024)
        let received = await frames(until: WireEncoder.ack(2), from: &moved.frames)
        #expect(received.last == WireEncoder.ack(2))
        #expect(HTMLWriter.html(of: moved.session.hosted.hostTree.snapshot()).contains("Tapped 2"))
        #expect(moved.session.appliedEvents == 1)
        first.endAll()
        second.endAll()
    }

    @Test func theOldOwnerCannotOverwriteWhatTheNewOwnerKeeps() async throws {
        let store = try DatabaseSessionStore(url: Self.storeFile())
        let first = try process(store, name: "a")
        var page = try await attach(first)
        _ = await page.frames.next(isolation: #isolation)
        page.inbox.submit(text(try field(in: page.session), "Ada", 1), maximumBytes: 1024)
        _ = await frames(until: WireEncoder.ack(1), from: &page.frames)

        let second = try process(store, name: "b")
        var moved = try await attach(second, token: page.session.token)
        _ = await moved.frames.next(isolation: #isolation)
        // The old process, still alive, goes on with its copy: its saves no longer land.
        page.inbox.submit(text(try field(in: page.session), "Stale", 2), maximumBytes: 1024)
        moved.inbox.submit(text(try field(in: moved.session), "Grace", 2), maximumBytes: 1024)
        _ = await frames(until: WireEncoder.ack(2), from: &moved.frames)
        await first.keeper?.saveAll(deadline: .now + .seconds(30))

        let third = try process(store, name: "c")
        var last = try await attach(third, token: page.session.token)
        let reset = try #require(await last.frames.next(isolation: #isolation))
        #expect(reset.contains("Hello Grace"))
        first.endAll()
        second.endAll()
        third.endAll()
    }

    @Test func aStoppingProcessStoresItsSessionsAndTellsItsPagesToMove() async throws {
        let store = try DatabaseSessionStore(url: Self.storeFile())
        let first = try process(store, name: "a")
        var page = try await attach(first)
        _ = await page.frames.next(isolation: #isolation)
        page.inbox.submit(text(try field(in: page.session), "Half", 1), maximumBytes: 1024)
        await waitUntil { page.session.lastApplied == 1 }
        await first.drain(within: .seconds(30))
        // Sent while the process stops: neither applied nor acknowledged (the page resends it).
        page.inbox.submit(text(try field(in: page.session), "Half more", 2), maximumBytes: 1024)
        let received = await frames(until: WireEncoder.move, from: &page.frames)
        #expect(received.contains(WireEncoder.ack(1)))
        #expect(!received.contains(WireEncoder.ack(2)))
        #expect(received.last == WireEncoder.move)
        #expect(await first.attach(app, token: nil, client: "10.0.0.2").isUnavailable)
        #expect(await first.attach(app, token: page.session.token, client: "10.0.0.1").isUnavailable)

        let second = try process(store, name: "b")
        var moved = try await attach(second, token: page.session.token)
        #expect(try #require(await moved.frames.next(isolation: #isolation)).contains("Hello Half"))
        second.endAll()
    }

    @Test func aNewPageLearnsItsTokenOnlyOnceTheSessionIsStored() async throws {
        let store = try DatabaseSessionStore(url: Self.storeFile())
        let first = try process(store, name: "a")
        var page = try await attach(first)
        let reset = try #require(await page.frames.next(isolation: #isolation))
        #expect(reset.contains(page.session.token))
        // The process dies the moment the page has its token: another one still finds the session.
        #expect(try store.claim(page.session.token, owner: "b") != nil)
        first.endAll()
    }

    @Test func aTokenNoStoreKnowsHasEnded() async throws {
        let registry = try process(try DatabaseSessionStore(url: Self.storeFile()), name: "a")
        let refusal = await registry.attach(app, token: "a.no-such-session", client: "10.0.0.1")
        guard case .failure(.sessionEnded) = refusal else {
            Issue.record("expected session-ended, got \(refusal)")
            return
        }
    }

    @Test func aStoreThatCannotBeReachedMakesThePageWaitNotEnd() async throws {
        // A PostgreSQL URL on a port nothing listens on: the store is made, every call fails.
        let store = try DatabaseSessionStore(url: URL(string: "postgres://loom@127.0.0.1:1/none")!)
        let registry = try process(store, name: "a")
        #expect(await registry.attach(app, token: "a.some-session", client: "10.0.0.1").isUnavailable)
    }

    @Test func oldSessionsAreForgotten() async throws {
        let store = try DatabaseSessionStore(url: Self.storeFile())
        let registry = try process(store, name: "a")
        var page = try await attach(registry)
        _ = await page.frames.next(isolation: #isolation)
        await registry.keeper?.saveAll(deadline: .now + .seconds(30))
        #expect(try store.removeSessions(olderThan: 3600) == 0)
        #expect(try store.removeSessions(olderThan: -1) == 1)
        registry.endAll()
        let refusal = try await process(store, name: "b").attach(app, token: page.session.token, client: "10.0.0.1")
        guard case .failure(.sessionEnded) = refusal else {
            Issue.record("expected session-ended, got \(refusal)")
            return
        }
    }
}

extension Result {
    fileprivate var isUnavailable: Bool {
        if case .failure(let error) = self, let refusal = error as? SessionRegistry.Refusal, case .unavailable = refusal { return true }
        return false
    }
}
