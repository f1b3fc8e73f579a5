import Dispatch
import Foundation
import LoomHost

/// Writes the process's sessions to a ``SessionStore`` as they change, and takes over sessions
/// other processes stored.
///
/// Saves are grouped: a changed session is marked, and at most every `interval` one save writes
/// every marked session in one transaction (so 200 sessions typing cost a few writes a second,
/// not hundreds). A session's events are acknowledged to its page only once a save holding
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
    private let queue = DispatchQueue(label: "loom.session-store")
    private var marked: [String: WebSession] = [:]
    private var isSaving = false
    private var failures = 0
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    /// Saves that landed (for tests and the load figures).
    private(set) var saves = 0

    nonisolated init(store: any SessionStore, instance: ServerInstance?, interval: Duration) {
        self.store = store
        owner = "\(instance?.name ?? "loom"):\(UUID().uuidString)"
        self.interval = interval
    }

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
        if case .failure(let error) = await run({ try store.removeSessions(olderThan: seconds) }) {
            report("could not remove old sessions: \(error)")
        }
    }

    private func scheduleSave() {
        guard !isSaving, !marked.isEmpty else { return }
        isSaving = true
        // After a failure, wait longer (up to 2 s): the database is down or refusing.
        let wait = failures == 0 ? interval : min(.seconds(2), interval * (1 << min(failures, 5)))
        Task { @MainActor in
            try? await Task.sleep(for: wait)
            await save()
        }
    }

    private func save() async {
        let sessions = Array(marked.values)
        marked = [:]
        let records = sessions.map { $0.storedSession() }
        let store = store
        let owner = owner
        switch await run({ try store.save(records, owner: owner) }) {
        case .success:
            if failures > 0 { report("sessions are stored again") }
            failures = 0
            saves += 1
            for (session, record) in zip(sessions, records) { session.persisted(applied: record.applied) }
        case .failure(let error):
            if failures == 0 { report("could not store \(records.count) session(s), retrying: \(error)") }
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

    private func report(_ message: String) {
        FileHandle.standardError.write(Data("loom: session store: \(message)\n".utf8))
    }
}
