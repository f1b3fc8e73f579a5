import Foundation
import LoomReactive
internal import Logging
internal import NIOCore
internal import PostgresNIO

/// Hears the saves of other processes on the same database (`LISTEN loom_changes`) and hands
/// them to the process's ``ModelChangeHub``, which re-reads what changed in every live
/// context, as it does for a save in this process. On the same connection it hears their
/// broadcasts (`LISTEN loom_topics`) and hands them to the store's ``TopicHub``: one listening
/// connection per process, however many topics its sessions follow.
///
/// When the listening connection drops (a server restart), notices sent meanwhile are lost:
/// the feed connects again, retrying every second, and then tells every context that any row
/// of any model type it has seen may have changed, so nothing stale stays on a screen, and
/// tells the topic hub, whose presence lists are read again.
final class PostgresChangeFeed: Sendable {
    static let channel = "loom_changes"
    /// Names this process's saves, so it does not hear its own (its contexts already did).
    let origin: String
    private let address: PostgresAddress
    private let hub: ModelChangeHub
    private let topics: TopicHub
    private let state = Locked(State())

    private struct State {
        var connection: PostgresConnection?
        var stopped = false
        var entities: Set<String> = []
    }

    init(address: PostgresAddress, origin: String, hub: ModelChangeHub, topics: TopicHub) {
        self.address = address
        self.origin = origin
        self.hub = hub
        self.topics = topics
    }

    /// Connects and listens; returns once the server listens for this process.
    func start() throws {
        try listen(on: try PostgresLink.connect(address, label: "listener"))
    }

    /// The model types a reconnection reloads.
    func know(_ entities: [String]) {
        state.withLock { $0.entities.formUnion(entities) }
    }

    func stop() {
        let connection = state.withLock { state in
            state.stopped = true
            defer { state.connection = nil }
            return state.connection
        }
        guard let connection, !connection.isClosed else { return }
        if connection.eventLoop.inEventLoop { _ = connection.close() as EventLoopFuture<Void> } else { try? (connection.close() as EventLoopFuture<Void>).wait() }
    }

    private func listen(on connection: PostgresConnection) throws {
        connection.addListener(channel: Self.channel) { [weak self] _, notification in
            self?.receive(notification.payload)
        }
        connection.addListener(channel: PostgresSignals.channel) { [topics] _, notification in
            topics.receive(notification.payload)
        }
        var logger = Logger(label: "LoomData.listener")
        logger.logLevel = .critical
        _ = try connection.query(PostgresQuery(unsafeSQL: "LISTEN \(Self.channel)"), logger: logger).wait()
        _ = try connection.query(PostgresQuery(unsafeSQL: "LISTEN \(PostgresSignals.channel)"), logger: logger).wait()
        let stopped = state.withLock { state in
            state.connection = connection
            return state.stopped
        }
        if stopped { try? (connection.close() as EventLoopFuture<Void>).wait() }
        connection.closeFuture.whenComplete { [weak self] _ in self?.connectionClosed() }
    }

    private func receive(_ payload: String) {
        guard let notice = try? JSONDecoder().decode(ChangeNotice.self, from: Data(payload.utf8)), notice.origin != origin else { return }
        hub.publish(notice.changes, from: nil)
    }

    private func connectionClosed() {
        guard !state.withLock({ $0.stopped }) else { return }
        FileHandle.standardError.write(Data("LoomData: lost the connection that hears other processes' saves to \(address); connecting again\n".utf8))
        reconnect()
    }

    private func reconnect() {
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [weak self] in
            guard let self, !self.state.withLock({ $0.stopped }) else { return }
            do {
                try self.start()
                var changes = ModelChanges()
                changes.reloaded = self.state.withLock { $0.entities }
                self.hub.publish(changes, from: nil)
                self.topics.didReconnect()
            } catch {
                self.reconnect()
            }
        }
    }
}

/// One save as the other processes hear it: the keys inserted, updated and deleted per model
/// type (the values are read again from the database). A notification carries at most about
/// 8,000 bytes, so a large save is told in several; a very large one names only its types.
struct ChangeNotice: Codable {
    var origin: String
    var inserted: [String: [String]] = [:]
    var updated: [String: [String]] = [:]
    var deleted: [String: [String]] = [:]
    /// Model types any of whose rows may have changed.
    var reloaded: [String] = []

    static let payloadLimit = 7_000
    /// Past this many keys, a save is told as its model types alone.
    static let keyLimit = 2_000

    var changes: ModelChanges {
        var changes = ModelChanges()
        changes.inserted = inserted.mapValues(Set.init)
        changes.updated = updated.mapValues { keys in Dictionary(keys.map { ($0, []) }, uniquingKeysWith: { first, _ in first }) }
        changes.deleted = deleted.mapValues(Set.init)
        changes.reloaded = Set(reloaded)
        changes.readsStoredValues = true
        return changes
    }

    /// The payloads that tell `batch` (after inserts took over the stored rows in `adopted`).
    static func notices(for batch: SaveBatch, adopted: [String: String], origin: String) -> [String] {
        var entries: [(kind: WritableKeyPath<ChangeNotice, [String: [String]]>, entity: String, key: String)] = []
        for row in batch.deletes { entries.append((\.deleted, row.entity, row.key)) }
        for row in batch.inserts {
            if let stored = adopted[row.key] { entries.append((\.updated, row.entity, stored)) } else { entries.append((\.inserted, row.entity, row.key)) }
        }
        for row in batch.updates { entries.append((\.updated, row.entity, adopted[row.key] ?? row.key)) }
        // Changed links: both sides' models, so the processes holding either side's to-many load it again.
        for links in batch.links {
            entries.append((\.updated, links.entity, adopted[links.key] ?? links.key))
            entries += links.members.map { (\.updated, links.memberEntity, adopted[$0] ?? $0) }
        }
        guard !entries.isEmpty else { return [] }
        let encoder = JSONEncoder()
        func encoded(_ notice: ChangeNotice) -> String { String(decoding: (try? encoder.encode(notice)) ?? Data(), as: UTF8.self) }
        if entries.count > keyLimit {
            return [encoded(ChangeNotice(origin: origin, reloaded: Array(Set(entries.map(\.entity))).sorted()))]
        }
        var notices: [String] = []
        var current = ChangeNotice(origin: origin)
        var size = 0
        for entry in entries {
            // A key is 36 characters; with quotes, a comma and its type's name when new, well under 100.
            if size + 100 + entry.entity.utf8.count > payloadLimit {
                notices.append(encoded(current))
                current = ChangeNotice(origin: origin)
                size = 0
            }
            current[keyPath: entry.kind][entry.entity, default: []].append(entry.key)
            size += entry.key.utf8.count + 3 + entry.entity.utf8.count
        }
        notices.append(encoded(current))
        return notices
    }
}
