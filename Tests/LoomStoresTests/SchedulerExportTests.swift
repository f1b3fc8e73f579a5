import Dispatch
import Foundation
import Loom
import Testing

/// `import Loom` offers the schedulers Combine users write, on Linux as on Apple's systems.
@MainActor
struct SchedulerExportTests {
    @Test func aDispatchQueueTimerFiresOnTheMainQueue() async {
        let onMain: Bool = await withCheckedContinuation { continuation in
            DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .milliseconds(1))) {
                continuation.resume(returning: MainActorCheck.isOnMainActor)
            }
        }
        #expect(onMain)
    }

    @Test func aDelayOnTheMainQueueDeliversOnTheMainActor() async {
        let subject = PassthroughSubject<Int, Never>()
        let threads = DeliveryThreads()
        var values: [Int] = []
        let subscription = subject
            .delay(for: .milliseconds(1), scheduler: DispatchQueue.main)
            .sink { @Sendable _ in threads.record(onMain: MainActorCheck.isOnMainActor) }
        let collected = subject.sink { values.append($0) }
        subject.send(1)
        var rounds = 0
        while threads.onMain + threads.offMain == 0, rounds < 10_000 {
            await drainMainQueue()
            rounds += 1
        }
        #expect(values == [1])
        #expect(threads.onMain == 1)
        subscription.cancel()
        collected.cancel()
    }

    @Test func runLoopAndTimerPublishersAreAvailable() {
        // On Linux these fire only while the run loop runs; here it is enough that `import Loom`
        // names them as Combine code on Apple's systems does.
        let timer = Timer.publish(every: 60, on: .main, in: .common)
        let subscription = Just(1).receive(on: RunLoop.main).sink { _ in }
        let connection = timer.autoconnect().sink { _ in }
        connection.cancel()
        subscription.cancel()
    }
}
