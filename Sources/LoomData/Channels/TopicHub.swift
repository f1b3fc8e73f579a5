import Foundation
import LoomReactive

/// Carries broadcasts to the other processes on a store's database (PostgreSQL's `NOTIFY`).
/// A store only one process uses (SQLite, memory) has none: its hub delivers in-process.
protocol TopicCarrier: Sendable {
    /// Sends `payload` to the other processes, after every payload sent before it. Never
    /// blocks the caller; a failure is reported on standard error (delivery is at most once).
    func send(_ payload: String)
}

/// A store's topics: hands each broadcast to this process's subscribers of its topic, on the
/// main actor, and to the carrier for the other processes, whose broadcasts come back through
/// ``receive(_:)``. One per store, so every container and session on it shares it.
final class TopicHub: Sendable {
    /// Names this process's broadcasts, so it does not hear its own twice.
    let origin: String
    private let carrier: (any TopicCarrier)?
    private let table = Locked(Subscribers())

    /// The receivers by topic name. Each is called on the main actor only (see ``deliver(_:)``);
    /// they are not `@Sendable` because a receiver holds its subscriber's Combine subject.
    private struct Subscribers {
        var next: UInt64 = 0
        var byTopic: [String: [UInt64: (Data) -> Void]] = [:]
    }

    /// Told to this process alone when its connection for other processes' broadcasts is back:
    /// what they sent meanwhile is lost, so a receiver that keeps derived state reads it again.
    static let reconnected = Topic<Bool>("loom.reconnected")

    init(origin: String, carrier: (any TopicCarrier)?) {
        self.origin = origin
        self.carrier = carrier
    }

    /// Encodes `message`, delivers it to this process's subscribers and sends it to the others.
    func broadcast<Message>(_ message: Message, to topic: Topic<Message>) throws(TopicError) {
        let encoded: Data
        do {
            encoded = try JSONEncoder().encode(message)
        } catch {
            throw .unencodable(topic: topic.name, reason: "\(error)")
        }
        let envelope = TopicEnvelope(origin: origin, topic: topic.name, message: encoded)
        let payload = envelope.payload
        guard payload.utf8.count <= TopicEnvelope.limit else {
            throw .messageTooLarge(topic: topic.name, bytes: payload.utf8.count, limit: TopicEnvelope.limit)
        }
        deliver(envelope)
        carrier?.send(payload)
    }

    /// A payload another process broadcast (or this one's, heard back: skipped).
    func receive(_ payload: String) {
        guard let envelope = TopicEnvelope(payload: payload), envelope.origin != origin else { return }
        deliver(envelope)
    }

    /// Tells this process's subscribers of ``reconnected`` that broadcasts may have been missed.
    func didReconnect() {
        deliver(TopicEnvelope(origin: origin, topic: Self.reconnected.name, message: Data("true".utf8)))
    }

    /// Calls `receiver` on the main actor with each message's JSON broadcast to `topic` until
    /// ``unsubscribe(_:from:)``.
    func subscribe(to topic: String, _ receiver: @escaping (Data) -> Void) -> UInt64 {
        table.withLock { table in
            table.next += 1
            table.byTopic[topic, default: [:]][table.next] = receiver
            return table.next
        }
    }

    func unsubscribe(_ id: UInt64, from topic: String) {
        table.withLock { table in
            table.byTopic[topic]?[id] = nil
            if table.byTopic[topic]?.isEmpty == true { table.byTopic[topic] = nil }
        }
    }

    /// The messages broadcast to `topic` from now on, on the main actor.
    func publisher<Message>(for topic: Topic<Message>) -> AnyPublisher<Message, Never> {
        Deferred { [self] in
            let subject = PassthroughSubject<Message, Never>()
            let decoder = TopicDecoder<Message>(topic: topic.name)
            let id = subscribe(to: topic.name) { data in
                if let message = decoder.decode(data) { subject.send(message) }
            }
            return subject.handleEvents(receiveCancel: { [self] in unsubscribe(id, from: topic.name) })
        }
        .eraseToAnyPublisher()
    }

    /// Runs the topic's receivers on the main actor: at once when called there (a broadcast
    /// from an action reaches the other sessions in the same update), else on the main queue,
    /// which keeps the order of one sender's messages.
    private func deliver(_ envelope: TopicEnvelope) {
        if MainActorCheck.isOnMainActor {
            MainActor.assumeIsolated { run(envelope) }
        } else {
            DispatchQueue.main.async { [self] in
                MainActor.assumeIsolated { run(envelope) }
            }
        }
    }

    @MainActor
    private func run(_ envelope: TopicEnvelope) {
        let receivers = table.withLock { table in table.byTopic[envelope.topic].map { $0.sorted { $0.key < $1.key }.map(\.value) } ?? [] }
        for receiver in receivers { receiver(envelope.message) }
    }
}

/// Decodes one subscriber's messages, reporting once a message that is not of its type (two
/// message types on one topic name, or an older version of the app during a deploy).
private final class TopicDecoder<Message: Decodable>: Sendable {
    let topic: String
    private let reported = Locked(false)

    init(topic: String) {
        self.topic = topic
    }

    func decode(_ data: Data) -> Message? {
        do {
            return try JSONDecoder().decode(Message.self, from: data)
        } catch {
            let first = reported.withLock { reported in
                defer { reported = true }
                return !reported
            }
            if first {
                FileHandle.standardError.write(Data("Loom: a message on topic \(topic) is not a \(Message.self) and was skipped (reported once): \(error)\n".utf8))
            }
            return nil
        }
    }
}
