import Foundation
import LoomReactive

extension ModelContainer {
    /// Sends `message` to every subscriber of `topic`: this process's at once (on the main
    /// actor), and on PostgreSQL every other process's on the database, through `NOTIFY`.
    ///
    /// ```swift
    /// try container.broadcast(Typing(name: "Ada"), to: .typing)
    /// ```
    /// Throws ``TopicError/messageTooLarge(topic:bytes:limit:)`` for a message longer than one
    /// notification carries (about 8,000 bytes of JSON, on every engine). Sending to the other
    /// processes never blocks the caller; delivery is at most once (see ``Topic``).
    public func broadcast<Message>(_ message: Message, to topic: Topic<Message>) throws {
        try store.channel.topics.broadcast(message, to: topic)
    }

    /// The messages broadcast to `topic` from the time of subscription, delivered on the main
    /// actor: a store's, machine's or evaluator's input, as `NotificationCenter`'s publisher is.
    ///
    /// ```swift
    /// container.publisher(for: .typing)
    ///     .sink { typing in store.typing = typing.name }
    /// ```
    public func publisher<Message>(for topic: Topic<Message>) -> AnyPublisher<Message, Never> {
        store.channel.topics.publisher(for: topic).keepingAlive(store)
    }
}

extension Publisher {
    /// This publisher, whose subscriptions keep `object` (a store and its listening
    /// connection) alive: a subscriber must not go deaf because the app let its container go.
    func keepingAlive(_ object: AnyObject & Sendable) -> AnyPublisher<Output, Failure> {
        handleEvents(receiveSubscription: { _ in withExtendedLifetime(object) {} }, receiveCancel: { withExtendedLifetime(object) {} })
            .eraseToAnyPublisher()
    }
}

extension ModelContext {
    /// Broadcasts on the context's container (see ``ModelContainer/broadcast(_:to:)``): the
    /// form for views, which have `@Environment(\.modelContext)`.
    public func broadcast<Message>(_ message: Message, to topic: Topic<Message>) throws {
        try container.broadcast(message, to: topic)
    }
}
