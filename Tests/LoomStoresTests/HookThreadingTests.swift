import Dispatch
import Foundation
import Loom
import Synchronization
import Testing

/// Hooks whose publishers send from other threads reach the `@MainActor` store on the main actor,
/// in order (the seed's service shape: plain `async` closures and a `PassthroughSubject`).
@MainActor
struct HookThreadingTests {
    @Test func aHookFedFromAnotherThreadWritesTheStoreOnTheMainActorInOrder() async {
        let threads = DeliveryThreads()
        let subject = PassthroughSubject<Int, Never>()
        let store = Store(state: Feed(), interactor: FeedInteractor(service: .seedShaped(subject), threads: threads))

        // A detached task is never on the main actor: every send comes from a pool thread.
        await sendFromAnotherThread(subject, Array(0..<200))
        await drainMainQueue()

        #expect(store.numbers == Array(0..<200))
        #expect(threads.offMain == 0)
        #expect(threads.onMain == 200)
    }

    @Test func anActionWhoseServiceSendsFromItsOwnExecutorStillLandsOnTheMainActor() async {
        let threads = DeliveryThreads()
        let subject = PassthroughSubject<Int, Never>()
        let store = Store(state: Feed(), interactor: FeedInteractor(service: .seedShaped(subject), threads: threads))

        // The seed's `sendMessage: (Message) async -> Void` is nonisolated: it runs (and sends)
        // on the global executor, as Eazy's chat mock does.
        for number in 0..<50 { await store.dispatch(.send(number)) }
        await drainMainQueue()

        #expect(store.numbers == Array(0..<50))
        #expect(threads.offMain == 0)
    }

    @Test func valuesSentOnTheMainActorWhileOthersAreQueuedKeepTheirOrder() async {
        let threads = DeliveryThreads()
        let subject = PassthroughSubject<Int, Never>()
        let store = Store(state: Feed(), interactor: FeedInteractor(service: .seedShaped(subject), threads: threads))

        subject.send(0)
        #expect(store.numbers == [0], "a value sent on the main actor with nothing queued applies at once")
        sendFromAnotherThreadWhileTheMainActorWaits(subject, 1)
        subject.send(2)
        #expect(store.numbers == [0], "2 waits behind 1, which is queued for the main actor")
        await drainMainQueue()
        #expect(store.numbers == [0, 1, 2])
        #expect(threads.offMain == 0)
    }

    @Test func assignFedFromAnotherThreadWritesOnTheMainActor() async {
        let subject = PassthroughSubject<Int, Never>()
        let store = Store(state: Feed(), interactor: AssigningInteractor(numbers: subject.eraseToAnyPublisher()))
        // Not main-actor isolated, so it records the writing thread instead of trapping on it.
        let threads = DeliveryThreads()
        let writes = store.publisher.latest.sink { @Sendable _ in threads.record(onMain: MainActorCheck.isOnMainActor) }
        await sendFromAnotherThread(subject, Array(1...20))
        await drainMainQueue()
        #expect(store.latest == 20)
        #expect(threads.onMain == 21, "the current value on subscription, then 20 writes")
        #expect(threads.offMain == 0)
        writes.cancel()
    }

    @Test func aPlainSinkWritingTheStoreFromAnotherThreadIsAppliedOnTheMainActorInOrder() async {
        let subject = PassthroughSubject<Int, Never>()
        let store = Store(state: Feed(), interactor: PlainSinkInteractor(numbers: subject.eraseToAnyPublisher()))
        let threads = DeliveryThreads()
        var seen: [Int] = []
        let writes = store.publisher.latest.sink { @Sendable _ in threads.record(onMain: MainActorCheck.isOnMainActor) }
        let order = store.publisher.latest.sink { @Sendable number in MainActor.assumeIsolated { seen.append(number) } }
        await sendFromAnotherThread(subject, Array(1...100))
        await drainMainQueue()
        #expect(store.latest == 100)
        #expect(seen == Array(0...100), "the current value on subscription, then every write in order")
        #expect(threads.onMain == 101)
        #expect(threads.offMain == 0)
        writes.cancel()
        order.cancel()
    }

    @Test func importLoomOffersTheDispatchQueueScheduler() async {
        let subject = PassthroughSubject<Int, Never>()
        let received = DeliveryThreads()
        var values: [Int] = []
        let subscription = subject
            .receive(on: DispatchQueue.main)
            .sink { value in
                received.record(onMain: MainActorCheck.isOnMainActor)
                MainActor.assumeIsolated { values.append(value) }
            }
        await sendFromAnotherThread(subject, [7])
        await drainMainQueue()
        #expect(values == [7])
        #expect(received.offMain == 0)
        subscription.cancel()
    }
}

/// A feature that only collects numbers from a hook.
struct Feed: Equatable {
    var numbers: [Int] = []
    var latest = 0
}

enum FeedAction: Equatable {
    case send(Int)
}

enum FeedHook: CaseIterable {
    case received
}

/// The seed's service shape: a plain (nonisolated) `async` closure and a subject's publisher.
struct FeedService {
    let send: (Int) async -> Void
    let received: AnyPublisher<Int, Never>

    static func seedShaped(_ subject: PassthroughSubject<Int, Never>) -> FeedService {
        FeedService(send: { subject.send($0) }, received: subject.eraseToAnyPublisher())
    }
}

struct FeedInteractor: Interactor {
    let service: FeedService
    let threads: DeliveryThreads

    func onAction(_ action: FeedAction, store: MutatingStore<Feed, FeedAction>) async {
        switch action {
        case .send(let number): await service.send(number)
        }
    }

    func publisher(for hook: FeedHook, store: MutatingStore<Feed, FeedAction>) -> AnyCancellable {
        switch hook {
        case .received:
            let threads = self.threads
            return HookPublisher(service.received)
                .sink { number in
                    threads.record(onMain: MainActorCheck.isOnMainActor)
                    store.numbers.append(number)
                }
        }
    }
}

struct AssigningInteractor: Interactor {
    typealias Action = FeedAction
    let numbers: AnyPublisher<Int, Never>

    func publisher(for hook: FeedHook, store: MutatingStore<Feed, FeedAction>) -> AnyCancellable {
        numbers.assign(to: \.latest, using: store)
    }
}

/// A hook that skips `HookPublisher` and writes the store from a plain `sink`, as code written
/// for Apple's Combine often does (with `receive(on:)` forgotten).
struct PlainSinkInteractor: Interactor {
    typealias Action = FeedAction
    let numbers: AnyPublisher<Int, Never>

    func publisher(for hook: FeedHook, store: MutatingStore<Feed, FeedAction>) -> AnyCancellable {
        numbers.sink { number in store.latest = number }
    }
}

/// Counts deliveries on and off the main actor, from any thread.
final class DeliveryThreads: Sendable {
    private let counts = Mutex<(on: Int, off: Int)>((0, 0))

    var onMain: Int { counts.withLock { $0.on } }
    var offMain: Int { counts.withLock { $0.off } }

    func record(onMain: Bool) {
        counts.withLock { if onMain { $0.on += 1 } else { $0.off += 1 } }
    }
}

/// Sends `values` from a detached task (never the main actor) and returns when all are sent.
@MainActor
func sendFromAnotherThread(_ subject: PassthroughSubject<Int, Never>, _ values: [Int]) async {
    let sender = Sender(subject: subject)
    await Task.detached {
        for value in values { sender.subject.send(value) }
    }.value
}

/// Sends `value` from a new thread while the main actor blocks, so the value's hop to the main
/// queue is still pending when this returns.
@MainActor
func sendFromAnotherThreadWhileTheMainActorWaits(_ subject: PassthroughSubject<Int, Never>, _ value: Int) {
    let sender = Sender(subject: subject)
    let sent = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        sender.subject.send(value)
        sent.signal()
    }
    sent.wait()
}

/// Carries a subject into a detached task.
///
/// `@unchecked Sendable`: Combine's subjects lock internally and may be sent to from any
/// thread; that is exactly the seed's service shape this suite exercises.
private struct Sender: @unchecked Sendable {
    let subject: PassthroughSubject<Int, Never>
}

/// Returns once the main queue has run everything submitted to it before this call.
func drainMainQueue() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}
