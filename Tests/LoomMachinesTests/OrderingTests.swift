import Foundation
import LoomMachines
import Testing

/// One value from one of many concurrent senders.
private struct Tagged: Sendable, Equatable {
    let sender: Int
    let sequence: Int
}

private enum Event: Sendable {
    case raw(Tagged)
    case processed(Tagged)
}

@MainActor
struct OrderingTests {
    @Test func inputsFromManyTasksAreProcessedOneAtATimeInSendOrderAndOutputsKeepThatOrder() async {
        let senders = 8
        let perSender = 250
        let source = Source<Tagged>()
        let processed = Recorder<Tagged>()
        let overlaps = Recorder<Int>()
        let inside = Counter()
        let worker = BasicMachine<Tagged, Tagged> { input, callback in
            guard let input else { return }
            if inside.increment() > 1 { overlaps.record(input.sequence) }
            processed.record(input)
            inside.decrement()
            callback(input)
        }
        let sink = Probe<Tagged>(queue: .main)
        let root = loop(
            source.outward { .set(Event.raw($0)) }.inward { _ in .set() },
            worker.outward { .set(Event.processed($0)) }.inward { event in
                if case .raw(let value) = event { return .set(value) }
                return .set()
            },
            sink.outward { _ in .set() }.inward { event in
                if case .processed(let value) = event { return .set(value) }
                return .set()
            }
        )
        root.start()
        await withTaskGroup(of: Void.self) { group in
            for sender in 0..<senders {
                group.addTask {
                    for sequence in 0..<perSender {
                        await source.emit(Tagged(sender: sender, sequence: sequence))
                    }
                }
            }
        }
        let total = senders * perSender
        let order = await processed.first(total)
        let outputs = await sink.calls.first(total + 1).compactMap { $0 }
        root.stop()

        #expect(overlaps.values.count == 0)
        #expect(outputs == order)
        for sender in 0..<senders {
            let sequences = order.filter { $0.sender == sender }.map(\.sequence)
            #expect(sequences == Array(0..<perSender))
        }
    }

    @Test func anInstanceWrappedInTwoBranchesNeverProcessesTwoInputsAtOnce() async {
        let source = Source<Int>()
        let inside = Counter()
        let overlaps = Recorder<Int>()
        let processed = Recorder<Int>()
        let shared = BasicMachine<Int, Int> { input, _ in
            guard let input else { return }
            if inside.increment() > 1 { overlaps.record(input) }
            processed.record(input)
            inside.decrement()
        }
        // Two wrappers of one instance: distinct machines to `merge`, one queue underneath.
        let root = loop(source.inLoop(), shared.inward { .set($0) }, shared.inward { .set(-$0) })
        root.start()
        await withTaskGroup(of: Void.self) { group in
            for sender in 0..<4 {
                group.addTask {
                    for value in 1...250 { await source.emit(sender * 1000 + value) }
                }
            }
        }
        _ = await processed.first(2000)
        root.stop()
        #expect(overlaps.values.count == 0)
    }

    @Test func nothingIsProcessedAfterStop() async {
        let source = Source<Int>()
        let gate = DispatchSemaphore(value: 0)
        let calls = Recorder<Int?>()
        let blocking = BasicMachine<Int, Int> { input, _ in
            calls.record(input)
            if input == 1 { gate.wait() }
        }
        let worker = ~blocking
        let root = loop(source.inLoop(), worker)
        root.start()
        for value in 1...50 { await source.emit(value) }
        // 1 is being processed (or not yet); 2...50 wait behind it on the machine's queue.
        root.stop()
        gate.signal()
        // Starting the same machine again queues its start after 2...50: once it is processed,
        // they have all had their turn.
        let before = calls.values.count
        let again = TestRoot(worker)
        again.start()
        let seen = await calls.first(before + 1)
        again.stop()
        #expect(seen.last == .some(nil))
        #expect(Array(seen.dropLast()) == [nil, 1] || Array(seen.dropLast()) == [nil])
    }

    @Test func outputsEmittedAfterStopAreDropped() async {
        let source = Source<Int>()
        let sink = Probe<Int>(queue: .main)
        let root = loop(source.inLoop(), sink.outward { _ in .set() })
        root.start()
        await source.emit(1)
        #expect(await sink.calls.first(2) == [nil, 1])
        root.stop()
        await source.emit(2)
        await drainMainQueue()
        #expect(sink.calls.values == [nil, 1])
    }
}

/// A thread-safe counter for overlap checks.
private final class Counter: Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private nonisolated(unsafe) var count = 0

    func increment() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }

    func decrement() {
        lock.withLock { count -= 1 }
    }
}
