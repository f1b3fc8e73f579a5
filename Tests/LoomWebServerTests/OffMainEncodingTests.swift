import Foundation
import Loom
import LoomHost
import LoomWebWire
import Testing

@testable import LoomWebServer

/// Issue 18, more than one core: a session hands its page values (batches, snapshots) and the
/// connection's writer encodes them on another thread. These tests read the frames from tasks
/// off the main actor, as the server does, while the main actor applies events, so under
/// ThreadSanitizer (`.build-tsan`) they check that nothing is shared unsafely across that line.
@MainActor
struct OffMainEncodingTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Text("Count: \(count)")
                Button("Increment") { count += 1 }
            }
        }
    }

    /// Rows added one per tap, kept in a `ListModel` (as the KeyedList example): a busy session.
    struct Rows: View {
        @State private var rows = ListModel<Int>()
        @State private var next = 1
        var body: some View {
            VStack {
                Button("Add") {
                    rows.append(next)
                    next += 1
                }
                ForEach(rows, id: \.self) { row in Text("Row \(row)") }
            }
        }
    }

    private let counter = WebApp(path: "counter", title: "Counter", summary: "") { ViewHost(Counter()) }
    private let rows = WebApp(path: "rows", title: "Rows", summary: "") { ViewHost(Rows()) }

    private func button(_ title: String, in session: WebSession) throws -> Int {
        let html = HTMLWriter.html(of: session.hosted.hostTree.snapshot())
        let match = try #require(html.firstMatch(of: try Regex(#"<button data-id="(\d+)"[^>]*>"# + title)))
        return try #require(Int(match.output[1].substring ?? ""))
    }

    private func tap(_ id: Int, _ sequence: Int) -> String { #"{"id":\#(id),"e":"tap","s":\#(sequence)}"# }

    private func waitUntil(_ condition: @MainActor () -> Bool) async {
        for _ in 0..<20_000 where !condition() { await Task.yield() }
    }

    /// Reads a connection's frames on the global executor (as the server's writer does) until
    /// the ack of `lastSequence`, then hands back everything it read.
    nonisolated private static func readOffMain(_ frames: EncodedFrames, until lastSequence: Int) -> Task<[String], Never> {
        Task.detached {
            var received: [String] = []
            for await frame in frames {
                received.append(frame)
                if frame == WireEncoder.ack(lastSequence) { break }
            }
            return received
        }
    }

    @Test func framesEncodedOffTheMainActorArriveInOrderWithEveryPatchBeforeItsAck() async throws {
        let sessions = SessionRegistry(configuration: WebServerConfiguration())
        let attached = try await sessions.attach(counter, token: nil, client: "10.0.0.1").get()
        let taps = 200
        let reader = Self.readOffMain(attached.frames, until: taps)
        let increment = try button("Increment", in: attached.session)
        for sequence in 1...taps { attached.inbox.submit(tap(increment, sequence), maximumBytes: 1024) }
        let frames = await reader.value
        #expect(frames.first?.hasPrefix(#"{"t":"reset""#) == true)
        // After the reset: patch 1, ack 1, patch 2, ack 2, …: the order the session sent them in.
        let rest = Array(frames.dropFirst())
        #expect(rest.count == 2 * taps)
        var shown = "Count: 0"
        for sequence in 1...taps where rest.count == 2 * taps {
            shown = try Self.applyTextPatch(rest[2 * sequence - 2], to: shown)
            #expect(shown == "Count: \(sequence)", "patch \(sequence): \(rest[2 * sequence - 2])")
            #expect(rest[2 * sequence - 1] == WireEncoder.ack(sequence))
        }
        sessions.endAll()
    }

    /// The text a patch of one text op (`[4,id,"text"]` or `[5,id,kept,"rest"]`) leaves.
    private static func applyTextPatch(_ frame: String, to shown: String) throws -> String {
        let message = try #require(try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])
        let ops = try #require(message["m"] as? [[Any]])
        let op = try #require(ops.first)
        #expect(ops.count == 1)
        switch op[0] as? Int {
        case 4: return try #require(op[2] as? String)
        case 5:
            let kept = try #require(op[2] as? Int)
            return String(decoding: Array(shown.utf16.prefix(kept)), as: UTF16.self) + (try #require(op[3] as? String))
        default:
            Issue.record("not a text op: \(frame)")
            return shown
        }
    }

    @Test func aBatchThatDoesNotFitThePagesReplicaAsksForAResetAndSendsNoPatchUntilThen() async throws {
        let (items, continuation) = AsyncStream<Outgoing>.makeStream()
        let (requests, queue) = AsyncStream<SessionInbox.Item>.makeStream()
        let inbox = SessionInbox(queue: queue, frames: continuation)
        var frames = EncodedFrames(items: items, inbox: inbox).makeAsyncIterator()
        let empty = HostElementSnapshot(id: .root, kind: .root)
        let text = HostInsertion(id: HostElementID(1), kind: .text, properties: [], events: [], parent: .root, before: nil)
        continuation.yield(.reset(empty, session: "s", applied: 0, restored: false))
        // Element 9 was never sent: the replica cannot follow, so the page's tree is unknown.
        continuation.yield(.patch([.remove(HostElementID(9))]))
        continuation.yield(.patch([.insert(text)]))
        continuation.yield(.frame(WireEncoder.ack(1)))
        continuation.yield(.reset(empty, session: "s", applied: 1, restored: false))
        continuation.yield(.patch([.insert(text)]))
        continuation.finish()
        var received: [String] = []
        while let frame = await frames.next(isolation: #isolation) { received.append(frame) }
        #expect(received.count == 4)
        #expect(received.first?.hasPrefix(#"{"t":"reset""#) == true)
        #expect(received.dropFirst().first == WireEncoder.ack(1))
        #expect(received.dropFirst(2).first?.hasPrefix(#"{"t":"reset""#) == true)
        #expect(received.last?.hasPrefix(#"{"t":"patch""#) == true)
        // Asked once, in order with the page's own messages.
        queue.finish()
        var asked = 0
        for await request in requests {
            if case .message(.resync) = request { asked += 1 }
        }
        #expect(asked == 1)
    }

    /// One session adds rows one tap at a time with a long backlog while another taps a
    /// counter now and then: every counter tap is applied within a few of the busy session's
    /// events (one event per turn on the main actor), whatever the busy session has queued.
    @Test func aSessionAddingRowsLetsEveryTapOfAnotherSessionThroughWithinAFewOfItsEvents() async throws {
        // The busy session needs about taps × (between + 3) of its events before the last tap,
        // a fifth of its backlog: room for a loaded machine (and the whole suite's other tests
        // on the main actor) to let it run ahead between the test's turns. With 20 taps 20
        // events apart it needed about half, and the test failed twice in whole-suite runs on a
        // loaded machine.
        let adds = 1_000
        let taps = 12
        let between = 12
        let sessions = SessionRegistry(configuration: WebServerConfiguration(maximumQueuedEvents: adds))
        let busy = try await sessions.attach(rows, token: nil, client: "10.0.0.1").get()
        let other = try await sessions.attach(counter, token: nil, client: "10.0.0.2").get()
        let busyFrames = Self.readOffMain(busy.frames, until: adds)
        let otherFrames = Self.readOffMain(other.frames, until: taps)
        let add = try button("Add", in: busy.session)
        let increment = try button("Increment", in: other.session)
        for sequence in 1...adds { busy.inbox.submit(tap(add, sequence), maximumBytes: 1024) }
        var waits: [Int] = []
        for sequence in 1...taps {
            // Let the busy session work a while, then tap the counter.
            let mark = busy.session.appliedEvents
            await waitUntil { busy.session.appliedEvents >= min(adds, mark + between) }
            let before = busy.session.appliedEvents
            other.inbox.submit(tap(increment, sequence), maximumBytes: 1024)
            await waitUntil { other.session.lastApplied == sequence }
            waits.append(busy.session.appliedEvents - before)
        }
        #expect(other.session.lastApplied == taps)
        #expect(busy.session.appliedEvents < adds, "the busy session's backlog ran out before the counter's taps were done")
        #expect(waits.allSatisfy { $0 <= 3 }, "busy events applied while a counter tap waited: \(waits)")
        await waitUntil { busy.session.lastApplied == adds }
        let busyReceived = await busyFrames.value
        let otherReceived = await otherFrames.value
        #expect(busyReceived.filter { $0.hasPrefix(#"{"t":"patch""#) }.count == adds)
        #expect(otherReceived.last == WireEncoder.ack(taps))
        sessions.endAll()
    }
}
