import Foundation
import LoomReactive

extension ModelContainer {
    /// Enters `room` as `info` until the returned tracker is cancelled or released: every
    /// ``presencePublisher(in:as:)`` and `@Presence` of the room, in every session and, on
    /// PostgreSQL, every process, lists `info`. Views use `.presence(in:as:)`.
    ///
    /// ```swift
    /// let tracker = container.trackPresence(in: "chat", as: ChatMember(name: "Ada"))
    /// tracker.update(ChatMember(name: "Ada L."))
    /// tracker.cancel()
    /// ```
    /// A process that ends without leaving (`kill -9`) drops out of the lists within
    /// ``presenceExpiry`` seconds.
    public func trackPresence<Info: Codable & Sendable>(in room: String, as info: Info) -> PresenceTracker<Info> {
        PresenceTracker(container: self, room: room, info: info)
    }

    /// Who is in `room`, in the order they entered: now, and again after every change,
    /// delivered on the main actor (a store's or machine's input; views use `@Presence`).
    /// Members whose information is not an `Info` are left out.
    public func presencePublisher<Info: Codable & Sendable>(in room: String, as type: Info.Type = Info.self) -> AnyPublisher<[Info], Never> {
        store.channel.presence.members(in: room)
            .map { members in members.compactMap { try? JSONDecoder().decode(Info.self, from: $0.info) } }
            .keepingAlive(store)
    }

    /// How long after its last heartbeat a process that ended without leaving stays listed,
    /// at most (PostgreSQL; with one process, leaving is immediate).
    public static var presenceExpiry: Double { PostgresPresenceTable.expiry + PresenceRegistry.heartbeatInterval }
}

/// One entry in a room's presence, from ``ModelContainer/trackPresence(in:as:)``: it leaves
/// the room when cancelled or released.
public final class PresenceTracker<Info: Codable & Sendable>: Cancellable, Sendable {
    /// Kept so the entry lives as long as the tracker: the container's store beats for it.
    private let container: ModelContainer
    private let key: String

    init(container: ModelContainer, room: String, info: Info) {
        self.container = container
        key = container.store.channel.presence.join(room, info: Self.encoded(info))
    }

    private var registry: PresenceRegistry { container.store.channel.presence }

    deinit {
        registry.leave(key)
    }

    /// Shows `info` in place of what this entry showed, keeping its place in the list.
    public func update(_ info: Info) {
        registry.update(key, info: Self.encoded(info))
    }

    /// Leaves the room.
    public func cancel() {
        registry.leave(key)
    }

    private static func encoded(_ info: Info) -> Data {
        do {
            return try JSONEncoder().encode(info)
        } catch {
            FileHandle.standardError.write(Data("Loom: presence information of type \(Info.self) cannot be encoded as JSON: \(error)\n".utf8))
            return Data("null".utf8)
        }
    }
}
