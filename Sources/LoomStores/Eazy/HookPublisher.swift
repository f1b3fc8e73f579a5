import LoomReactive

/// Wraps the publisher behind a hook so that its firings appear in the ``DebugStore`` log.
///
/// ```swift
/// return HookPublisher(service.receivedMessage)
///     .sink { message in store.messages.append(message) }
/// ```
///
/// Values reach the subscriber on the main actor, in the order they were sent, wherever the
/// upstream sends them from (a service's subject fed from a background task, a network
/// callback): at once when sent on the main actor, otherwise through the main queue. So a hook's
/// `sink` may write the `@MainActor` store without a `receive(on:)` of its own.
///
/// It knows its hook because the store creates hook subscriptions inside a scope naming the hook;
/// outside that scope it forwards values unchanged.
public struct HookPublisher<Upstream: Publisher>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    private let upstream: Upstream
    private let hook: HookScope?

    /// Wraps `upstream` as the publisher of the hook being set up.
    public init(_ upstream: Upstream) {
        self.upstream = upstream
        self.hook = HookScope.current
    }

    /// Subscribes `subscriber` to the upstream on the main actor, logging each value as a firing
    /// of the hook.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let delivered = upstream.receiveOnMainActor()
        guard let hook else {
            delivered.receive(subscriber: subscriber)
            return
        }
        delivered
            .handleEvents(receiveOutput: { hook.logger.hookFired(hook.name, value: $0) })
            .receive(subscriber: subscriber)
    }
}

/// The hook whose subscription is being created, so a ``HookPublisher`` can name it in the log.
struct HookScope: Sendable {
    let name: String
    let logger: StoreLogger

    @TaskLocal static var current: HookScope?
}
