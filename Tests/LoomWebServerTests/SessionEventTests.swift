import Loom
import LoomWebWire
import Testing

@testable import LoomWebServer

/// Events through a session's queue: applied once by sequence number, acknowledged, quietly
/// ignored when their element went away, refused when the queue is full, and applied one per
/// turn so another session is not stalled behind a backlog.
@MainActor
struct SessionEventTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("Count: \(count)")
                Button("Increment") { count += 1 }
                if count == 0 { Button("Vanish") { count += 1 } }
            }
        }
    }

    private let app = WebApp(path: "counter", title: "Counter", summary: "") { ViewHost(Counter()) }

    private func open(queue: Int = 256) async throws -> (SessionRegistry, WebSession, EncodedFrames.Iterator, SessionInbox) {
        let sessions = SessionRegistry(configuration: WebServerConfiguration(maximumQueuedEvents: queue))
        let attached = try await sessions.attach(app, token: nil, client: "10.0.0.1").get()
        return (sessions, attached.session, attached.frames.makeAsyncIterator(), attached.inbox)
    }

    private func button(_ title: String, in session: WebSession) throws -> Int {
        let html = HTMLWriter.html(of: session.hosted.hostTree.snapshot())
        let match = try #require(html.firstMatch(of: try Regex(#"<button data-id="(\d+)"[^>]*>"# + title)))
        return try #require(Int(match.output[1].substring ?? ""))
    }

    private func tap(_ id: Int, _ sequence: Int?) -> String {
        sequence.map { #"{"id":\#(id),"e":"tap","s":\#($0)}"# } ?? #"{"id":\#(id),"e":"tap"}"#
    }

    private func waitUntil(_ condition: @MainActor () -> Bool) async {
        for _ in 0..<2000 where !condition() { await Task.yield() }
    }

    @Test func theResetNamesTheSessionAndTheLastAppliedEvent() async throws {
        var (sessions, session, frames, _) = try await open()
        let reset = try #require(await frames.next(isolation: #isolation))
        #expect(reset.contains(#""session":"\#(session.token)","a":0"#))
        sessions.endAll()
    }

    @Test func anEventSentTwiceIsAppliedOnceAndAckedEachTime() async throws {
        var (sessions, session, frames, inbox) = try await open()
        _ = await frames.next(isolation: #isolation)
        let increment = try button("Increment", in: session)
        inbox.submit(tap(increment, 1), maximumBytes: 1024)
        inbox.submit(tap(increment, 1), maximumBytes: 1024)
        inbox.submit(tap(increment, 2), maximumBytes: 1024)
        await waitUntil { session.lastApplied == 2 }
        #expect(session.appliedEvents == 2)
        var received: [String] = []
        while received.filter({ $0.contains(#""t":"ack""#) }).count < 3, let frame = await frames.next(isolation: #isolation) { received.append(frame) }
        #expect(received.filter { $0.hasPrefix(#"{"t":"patch""#) }.count == 2)
        #expect(received.filter { $0.contains(#""t":"ack""#) } == [WireEncoder.ack(1), WireEncoder.ack(1), WireEncoder.ack(2)])
        let (_, _, again, _) = try await reattach(sessions, session)
        var reattached = again
        #expect(try #require(await reattached.next(isolation: #isolation)).contains(#""a":2"#))
        sessions.endAll()
    }

    private func reattach(_ sessions: SessionRegistry, _ session: WebSession) async throws -> (WebSession, Int, EncodedFrames.Iterator, SessionInbox) {
        let attached = try await sessions.attach(app, token: session.token, client: "10.0.0.1").get()
        return (attached.session, attached.connection, attached.frames.makeAsyncIterator(), attached.inbox)
    }

    @Test func anEventForAnElementThatWentAwayIsIgnoredQuietlyCountedAndAcked() async throws {
        var (sessions, session, frames, inbox) = try await open()
        _ = await frames.next(isolation: #isolation)
        let vanish = try button("Vanish", in: session)
        // A double click: the second tap names a button the first one removed.
        inbox.submit(tap(vanish, 1), maximumBytes: 1024)
        inbox.submit(tap(vanish, 2), maximumBytes: 1024)
        inbox.submit(tap(999, 3), maximumBytes: 1024)
        await waitUntil { session.lastApplied == 3 }
        #expect(session.appliedEvents == 1)
        #expect(session.ignoredEvents == 2)
        var received: [String] = []
        while !received.contains(WireEncoder.ack(3)), let frame = await frames.next(isolation: #isolation) { received.append(frame) }
        #expect(!received.contains { $0.contains(#""t":"error""#) })
        sessions.endAll()
    }

    @Test func aMalformedMessageGetsAnErrorFrameAndTheSessionGoesOn() async throws {
        var (sessions, session, frames, inbox) = try await open()
        _ = await frames.next(isolation: #isolation)
        inbox.submit("not json", maximumBytes: 1024)
        inbox.submit(tap(try button("Increment", in: session), 1), maximumBytes: 1024)
        let error = try #require(await frames.next(isolation: #isolation))
        #expect(error.contains(#""t":"error","message":"Malformed message"#))
        #expect(!error.contains("fatal"))
        await waitUntil { session.lastApplied == 1 }
        #expect(session.appliedEvents == 1)
        sessions.endAll()
    }

    @Test func aFullQueueRefusesFurtherEventsWithAnErrorFrameAndLosesNoneSilently() async throws {
        var (sessions, session, frames, inbox) = try await open(queue: 3)
        _ = await frames.next(isolation: #isolation)
        let increment = try button("Increment", in: session)
        // Nothing is applied while this test holds the main actor: three wait in the queue (and
        // perhaps one in the worker's hand), the rest find it full.
        for sequence in 1...6 { inbox.submit(tap(increment, sequence), maximumBytes: 1024) }
        await waitUntil { session.appliedEvents >= 3 }
        for _ in 0..<100 { await Task.yield() }
        sessions.end(session.token)
        var refusals = 0
        while let frame = await frames.next(isolation: #isolation) {
            if frame.contains("Too many events are waiting") { refusals += 1 }
        }
        #expect(refusals >= 2)
        #expect(session.appliedEvents + refusals == 6)
    }

    @Test func aSessionsBacklogDoesNotStallAnotherSessionsEvent() async throws {
        let sessions = SessionRegistry(configuration: WebServerConfiguration(maximumQueuedEvents: 1000))
        let busy = try await sessions.attach(app, token: nil, client: "10.0.0.1").get()
        let other = try await sessions.attach(app, token: nil, client: "10.0.0.2").get()
        let backlog = 500
        let busyIncrement = try button("Increment", in: busy.session)
        for sequence in 1...backlog { busy.inbox.submit(tap(busyIncrement, sequence), maximumBytes: 1024) }
        other.inbox.submit(tap(try button("Increment", in: other.session), 1), maximumBytes: 1024)
        await waitUntil { other.session.lastApplied == 1 }
        #expect(other.session.lastApplied == 1)
        // One event per turn: the other session's event waits a few turns, not the whole backlog.
        #expect(busy.session.appliedEvents < 10, "the other session waited for \(busy.session.appliedEvents) of \(backlog) events")
        await waitUntil { busy.session.lastApplied == backlog }
        #expect(busy.session.appliedEvents == backlog)
        sessions.endAll()
    }

    @Test func aPageThatStopsReadingIsDetachedAndCatchesUpWithTheResetOfItsReconnect() async throws {
        let sessions = SessionRegistry(configuration: WebServerConfiguration(maximumQueuedEvents: 100))
        let attached = try await sessions.attach(app, token: nil, client: "10.0.0.1").get()
        let increment = try button("Increment", in: attached.session)
        // Each event sends a patch and an ack; nobody reads them. 400 frames may wait, not more.
        for round in 0..<3 {
            for sequence in 1...100 { attached.inbox.submit(tap(increment, round * 100 + sequence), maximumBytes: 1024) }
            await waitUntil { attached.session.lastApplied == round * 100 + 100 }
        }
        #expect(attached.session.lastApplied == 300)
        guard !attached.session.isAttached else {
            Issue.record("a page that reads nothing is still attached")
            sessions.endAll()
            return
        }
        var unread = 0
        for await _ in attached.frames { unread += 1 }
        #expect(unread <= 400)
        var again = try await sessions.attach(app, token: attached.session.token, client: "10.0.0.1").get().frames.makeAsyncIterator()
        let reset = try #require(await again.next(isolation: #isolation))
        #expect(reset.contains(#""a":300"#) && reset.contains("Count: 300"))
        sessions.endAll()
    }
}
