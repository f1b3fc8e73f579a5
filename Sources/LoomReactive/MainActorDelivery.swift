import Dispatch
import Foundation

extension Publisher {
    /// Delivers values and completion on the main actor, in the order the upstream sent them.
    ///
    /// ```swift
    /// service.receivedMessage          // sends from any thread
    ///     .receiveOnMainActor()
    ///     .sink { store.messages.append($0) }   // always on the main actor
    /// ```
    ///
    /// Unlike `receive(on: DispatchQueue.main)`, a value sent on the main actor with nothing
    /// queued ahead of it is delivered at once, so main-actor code (and tests) see its effect
    /// in the same breath; a value sent from another thread hops through the main queue, and
    /// everything after it queues behind it, wherever it comes from.
    public func receiveOnMainActor() -> MainActorDelivery<Self> {
        MainActorDelivery(upstream: self)
    }
}

/// The publisher of ``Publisher/receiveOnMainActor()``.
public struct MainActorDelivery<Upstream: Publisher>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are delivered on the main actor.
    public let upstream: Upstream

    /// Subscribes `subscriber` through a relay that hands every event to the main actor.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        upstream.receive(subscriber: MainActorRelay(downstream: subscriber))
    }
}

/// Passes events on at once when they arrive on the main actor with nothing queued, otherwise
/// queues them on the main queue (a serial queue, so their order is kept).
///
/// `@unchecked Sendable`: the relay is reached from the upstream's thread and from the main
/// queue. `queued` and `subscription` are guarded by `lock`; `downstream` is only called on the
/// main actor, one event at a time (synchronously there, or from the serial main queue).
final class MainActorRelay<Downstream: Subscriber>: Subscriber, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    let combineIdentifier = CombineIdentifier()
    private let downstream: Downstream
    private let lock = NSLock()
    /// Events handed to the main queue and not yet delivered.
    private var queued = 0
    private var subscription: (any Subscription)?

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    func receive(subscription: any Subscription) {
        lock.withLock { self.subscription = subscription }
        // Demand goes straight upstream: the relay neither buffers against it nor adds to it.
        downstream.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard enqueueUnlessDeliverableNow() else { return downstream.receive(input) }
        let value = Handoff(input)
        DispatchQueue.main.async { [self] in
            let more = downstream.receive(value.value)
            let subscription = lock.withLock {
                queued -= 1
                return self.subscription
            }
            if more > .none { subscription?.request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard enqueueUnlessDeliverableNow() else { return downstream.receive(completion: completion) }
        let value = Handoff(completion)
        DispatchQueue.main.async { [self] in
            downstream.receive(completion: value.value)
            lock.withLock {
                queued -= 1
                subscription = nil
            }
        }
    }

    /// False when the caller is on the main actor and nothing is queued (deliver now); otherwise
    /// counts one more queued event and returns true.
    private func enqueueUnlessDeliverableNow() -> Bool {
        lock.withLock {
            if queued == 0, MainActorCheck.isOnMainActor { return false }
            queued += 1
            return true
        }
    }
}

/// A value handed from the sending thread to the main queue exactly once.
///
/// `@unchecked Sendable`: the sender gives the value up when it sends it (Combine values are not
/// touched by the sender after `send`), and only the main queue reads it afterwards.
private struct Handoff<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
