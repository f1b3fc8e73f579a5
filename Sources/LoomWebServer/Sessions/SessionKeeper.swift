import Dispatch
import Foundation
import LoomHost
import Logging

/// Writes the process's sessions to a ``SessionStore`` as they change, and takes over sessions
/// other processes stored.
///
/// Saves are grouped: a changed session is marked, and one save writes every marked session in
/// one transaction, starting at once when the store is idle and at most every `interval` (so a
/// lone page's event is stored within a few milliseconds, and 200 pages typing cost one write
/// per interval, not 200). A session's events are acknowledged to its page only once a save holding
/// their effect is stored (``WebSession/persisted(applied:)``): an acknowledged event is never
/// lost with the process, and an unacknowledged one is resent by the page to whichever process
/// takes the session over, which applies it once.
///
/// The store blocks on its database, so every call runs on a Dispatch queue of its own, never
/// on the main actor (where sessions run) nor in Swift's shared task pool.
@MainActor
final class SessionKeeper {
    let store: any SessionStore
    /// This process, as the owner of the sessions it serves: its instance name (for people
    /// reading the table) and a UUID (a restarted process under the same name is another owner).
    let owner: String
    private let interval: Duration
    /// Where each save's duration is recorded (the server's metrics).
    var metrics: ServerMetrics?
    private let queue = DispatchQueue(label: "loom.session-store")
    private var marked: [String: WebSession] = [:]
    private var isSaving = false
    private var failures = 0
    private var lastSaveStarted: ContinuousClock.Instant?
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    /// Saves that landed (for tests and the load figures).
    private(set) var saves = 0

    nonisolated init(store: any SessionStore, instance: ServerInstance?, interval: Duration) {
        self.store = store
        owner = "\(instance?.name ?? "loom"):\(UUID().uuidString)"
        self.interval = interval
    }

    func setMetrics(_ metrics: ServerMetrics) { self.metrics = metrics }

    /// Notes that `session` changed; a save follows within the interval.
    func mark(_ session: WebSession) {
        marked[session.token] = session
        scheduleSave()
    }

    /// Whether the last save failed (the store is down or refusing).
    var isFailing: Bool { failures > 0 }

    /// Whether nothing is waiting to be saved.
    var isIdle: Bool { marked.isEmpty && !isSaving }

    /// Returns once every session marked so far is stored (or the store keeps failing and
    /// `deadline` passes): what a stopping process waits for before its pages move.
    func saveAll(deadline: ContinuousClock.Instant) async {
        while !isIdle, ContinuousClock.now < deadline {
            await withCheckedContinuation { idleWaiters.append($0) }
        }
    }

    /// The stored session `token`, now owned by this process, or nil when the store has none.
    func claim(_ token: String) async throws -> StoredSession? {
        let store = store
        let owner = owner
        return try await run { try store.claim(token, owner: owner) }.get()
    }

    /// Forgets sessions older than `age` (run now and then by the server).
    func removeSessions(olderThan age: Duration) async {
        let store = store
        let seconds = Double(age.components.seconds)
        switch await run({ try store.removeSessions(olderThan: seconds) }) {
        case .success(let removed): if removed > 0 { Self.logger.info("removed old sessions", metadata: ["count": "\(removed)"]) }
        case .failure(let error): Self.logger.error("could not remove old sessions", metadata: ["error": "\(error)"])
        }
    }

    private func scheduleSave() {
        guard !isSaving, !marked.isEmpty else { return }
        isSaving = true
        // After a failure, wait longer (up to 2 s): the database is down or refusing.
        let gap = failures == 0 ? interval : min(.seconds(2), max(interval, .milliseconds(50)) * (1 << min(failures, 5)))
        let due = (lastSaveStarted ?? .now - gap) + gap
        Task { @MainActor in
            if due > .now { try? await Task.sleep(until: due) }
            await save()
        }
    }

    private func save() async {
        lastSaveStarted = .now
        let sessions = Array(marked.values)
        marked = [:]
        let records = sessions.map { $0.storedSession() }
        let store = store
        let owner = owner
        let started = ContinuousClock.now
        switch await run({ try store.save(records, owner: owner) }) {
        case .success:
            metrics?.storeDuration.record(since: started)
            if failures > 0 { Self.logger.notice("sessions are stored again", metadata: ["failed saves": "\(failures)"]) }
            failures = 0
            saves += 1
            for (session, record) in zip(sessions, records) { session.persisted(applied: record.applied) }
        case .failure(let error):
            if failures == 0 {
                Self.logger.error("could not store sessions, retrying", metadata: ["count": "\(records.count)", "error": "\(error)"])
            }
            failures += 1
            for session in sessions where marked[session.token] == nil { marked[session.token] = session }
        }
        isSaving = false
        if marked.isEmpty || failures > 0 {
            let waiters = idleWaiters
            idleWaiters = []
            for waiter in waiters { waiter.resume() }
        }
        scheduleSave()
    }

    private func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async -> Result<T, any Error> {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: Result { try work() }) }
        }
    }

    /// The server's log for its sessions (swift-log: one line per message, with metadata).
    nonisolated static let logger = Logger(label: "Loom.sessions")
}
