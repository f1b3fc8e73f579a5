import Foundation

/// A named channel of app events: every subscriber of the topic, in every session and, on
/// PostgreSQL, in every process on the database, receives each message broadcast to it.
///
/// ```swift
/// struct Typing: Codable, Sendable { let name: String }
/// extension Topic where Message == Typing {
///     static let typing = Topic("chat.typing")
/// }
///
/// modelContext.broadcast(Typing(name: "Ada"), to: .typing)        // in an action
/// Text(hint).onReceive(.typing) { typing in hint = "\(typing.name) is typing…" }
/// container.publisher(for: .typing)                               // a store's or machine's input
/// ```
/// A topic is its name and its message type: two topics with one name are one channel, so
/// a name should belong to one message type (a message that does not decode as a subscriber's
/// type is skipped and reported once). Names beginning with `loom.` are Loom's own. Delivery
/// is at most once, in the order each process broadcast: a process whose connection to the
/// database is down misses what is sent meanwhile. Keep what must not be lost in models.
public struct Topic<Message: Codable & Sendable>: Hashable, Sendable {
    /// The channel's name, shared by every process on the database.
    public let name: String

    /// The topic called `name`.
    public init(_ name: String) {
        self.name = name
    }
}

/// Why a message could not be broadcast.
public enum TopicError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The encoded message is longer than one notification carries (PostgreSQL's `NOTIFY`
    /// takes fewer than 8,000 bytes; the same limit holds on SQLite, so an app behaves alike
    /// on both).
    case messageTooLarge(topic: String, bytes: Int, limit: Int)
    /// The message's `Encodable` conformance threw.
    case unencodable(topic: String, reason: String)

    public var description: String {
        switch self {
        case .messageTooLarge(let topic, let bytes, let limit):
            "A message to topic \(topic) is \(bytes) bytes encoded; a broadcast carries at most \(limit). Keep the content in a model and broadcast its identifier."
        case .unencodable(let topic, let reason):
            "A message to topic \(topic) cannot be encoded as JSON: \(reason)."
        }
    }
}
