import Foundation
import LoomReactive

/// A store's presence: this process's members (it keeps them in the ``PresenceTable`` and,
/// where entries expire, keeps them alive), and the rooms its sessions watch, each read again
/// when a join or leave anywhere announces it on the ``changes`` topic. One per store.
///
/// Table work runs on a serial Dispatch queue (it may wait for the database); lists are handed
/// to watchers on the main actor. A room's reads are coalesced: while one runs, any number of
/// announcements cost one more.
final class PresenceRegistry: Sendable {
    /// Announces that a room's list changed (the message is the room).
    static let changes = Topic<String>("loom.presence")
    /// How often a process keeps its members alive and sweeps out those of dead processes.
    static let heartbeatInterval: Double = 1

    private let table: any PresenceTable
    private let topics: TopicHub
    private let queue = DispatchQueue(label: "LoomData.presence")
    private let state = Locked(State())

    private struct State {
        var own: [String: PresenceMember] = [:]
        var rooms: [String: RoomWatch] = [:]
        var beating = false
        var stopped = false
        var failure: String?
    }

    /// A watched room: its last list, the number of subscribers, and whether a read is under
    /// way. Reached under the registry's lock; its subject sends on the main actor only.
    private final class RoomWatch {
        let subject = CurrentValueSubject<[PresenceMember], Never>([])
        var subscribers = 0
        var reading = false
        var readAgain = false
    }

    init(table: any PresenceTable, topics: TopicHub) {
        self.table = table
        self.topics = topics
        _ = topics.subscribe(to: Self.changes.name) { [weak self] data in
            guard let room = try? JSONDecoder().decode(String.self, from: data) else { return }
            self?.read(room)
        }
        _ = topics.subscribe(to: TopicHub.reconnected.name) { [weak self] _ in self?.readEveryRoom() }
    }

    // MARK: This process's members

    /// Enters `room` as `info`; returns the member's key.
    func join(_ room: String, info: Data) -> String {
        let member = PresenceMember(key: UUID().keyText, room: room, info: info, joined: Date().timeIntervalSince1970)
        state.withLock { $0.own[member.key] = member }
        queue.async { [self] in
            // Left already (a view that came and went in one update): nothing to put.
            guard let current = state.withLock({ $0.own[member.key] }) else { return }
            write { try table.put([current]) }
            announce([room])
        }
        startHeartbeat()
        return member.key
    }

    /// Changes what a member shows (a renamed user), keeping its place in the list.
    func update(_ key: String, info: Data) {
        let changed = state.withLock { state in
            guard let member = state.own[key], member.info != info else { return false }
            state.own[key]?.info = info
            return true
        }
        guard changed else { return }
        queue.async { [self] in
            guard let current = state.withLock({ $0.own[key] }) else { return }
            write { try table.put([current]) }
            announce([current.room])
        }
    }

    func leave(_ key: String) {
        guard let member = state.withLock({ $0.own.removeValue(forKey: key) }) else { return }
        queue.async { [self] in
            write { try table.remove([key]) }
            announce([member.room])
        }
    }

    /// Stops keeping this process's members alive, as `kill -9` would, leaving them in the
    /// table until other processes find them expired (the tests' dying process).
    func stopBeating() {
        state.withLock { $0.stopped = true }
    }

    /// Removes this process's members (its store is closing).
    func close() {
        state.withLock { $0.stopped = true }
        queue.async { [table, topics] in
            guard let rooms = try? table.replaceAll(with: []) else { return }
            for room in rooms { try? topics.broadcast(room, to: Self.changes) }
        }
    }

    // MARK: Watching rooms

    /// The members in `room`, now and after every change, delivered on the main actor.
    func members(in room: String) -> AnyPublisher<[PresenceMember], Never> {
        Deferred { [self] in
            let (watch, isNew) = state.withLock { state in
                if let watch = state.rooms[room] {
                    watch.subscribers += 1
                    return (watch, false)
                }
                let watch = RoomWatch()
                watch.subscribers = 1
                state.rooms[room] = watch
                return (watch, true)
            }
            if isNew {
                read(room)
                startHeartbeat()
            }
            return watch.subject.handleEvents(receiveCancel: { [self] in
                state.withLock { state in
                    watch.subscribers -= 1
                    if watch.subscribers == 0, state.rooms[room] === watch { state.rooms[room] = nil }
                }
            })
        }
        .receiveOnMainActor()
        .eraseToAnyPublisher()
    }

    /// Reads `room`'s list again, if watched, and hands it to its watchers.
    private func read(_ room: String) {
        let starts = state.withLock { state -> Bool in
            guard let watch = state.rooms[room] else { return false }
            if watch.reading {
                watch.readAgain = true
                return false
            }
            watch.reading = true
            return true
        }
        guard starts else { return }
        queue.async { [self] in
            let members = write { try table.members(in: room) }
            DispatchQueue.main.async { [self] in
                MainActor.assumeIsolated { finishRead(room, members) }
            }
        }
    }

    @MainActor
    private func finishRead(_ room: String, _ members: [PresenceMember]?) {
        let (watch, again) = state.withLock { state -> (RoomWatch?, Bool) in
            guard let watch = state.rooms[room] else { return (nil, false) }
            defer {
                watch.reading = false
                watch.readAgain = false
            }
            return (watch, watch.readAgain)
        }
        // A list that cannot be read (the database is away) keeps the last one.
        if let watch, let members, watch.subject.value != members { watch.subject.send(members) }
        if again { read(room) }
    }

    private func readEveryRoom() {
        for room in state.withLock({ Array($0.rooms.keys) }) { read(room) }
    }

    // MARK: Heartbeat

    /// Starts the heartbeat on the first join or watch, where entries expire.
    private func startHeartbeat() {
        guard table.expires else { return }
        let starts = state.withLock { state in
            guard !state.beating, !state.stopped else { return false }
            state.beating = true
            return true
        }
        if starts { scheduleBeat() }
    }

    /// Beats every ``heartbeatInterval`` while the store lives, the process has not stopped and
    /// it has members or watches a room.
    private func scheduleBeat() {
        queue.asyncAfter(deadline: .now() + Self.heartbeatInterval) { [weak self] in
            guard let self, let (own, failed) = state.withLock({ state -> ([PresenceMember], Bool)? in
                // With no members and no watched room the heartbeat rests until the next join or watch.
                if state.stopped || (state.own.isEmpty && state.rooms.isEmpty && state.failure == nil) {
                    state.beating = false
                    return nil
                }
                return (Array(state.own.values), state.failure != nil)
            }) else { return }
            if let changed = write({ try table.heartbeat(own: own) }) {
                announce(changed)
                // Joins or leaves may have failed meanwhile: the table is made to agree.
                if failed, let rooms = write({ try table.replaceAll(with: own) }) { announce(rooms) }
            }
            scheduleBeat()
        }
    }

    private func announce(_ rooms: Set<String>) {
        for room in rooms.sorted() { try? topics.broadcast(room, to: Self.changes) }
    }

    /// Runs table work, reporting the first failure of a run of them on standard error.
    private func write<Result>(_ work: () throws -> Result) -> Result? {
        do {
            let result = try work()
            if state.withLock({ $0.failure != nil }) {
                state.withLock { $0.failure = nil }
                FileHandle.standardError.write(Data("LoomData: presence is kept again\n".utf8))
            }
            return result
        } catch {
            let described = PostgresSQLConnection.describe(error)
            let first = state.withLock { state in
                defer { state.failure = described }
                return state.failure == nil
            }
            if first { FileHandle.standardError.write(Data("LoomData: presence could not be kept (\(described)); trying again\n".utf8)) }
            return nil
        }
    }
}
