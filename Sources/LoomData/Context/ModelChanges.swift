import Foundation
import LoomReactive

/// What one save changed, as every other context of the container hears it: keys inserted
/// and deleted per model type, and for each updated row the columns it wrote.
struct ModelChanges: Sendable {
    var inserted: [String: Set<String>] = [:]
    var updated: [String: [String: [(column: String, value: SQLValue)]]] = [:]
    var deleted: [String: Set<String>] = [:]
    /// Model types any of whose rows may have changed, unnamed (another process's very large
    /// save, or saves missed while the connection that hears them was down).
    var reloaded: Set<String> = []
    /// Set when the changes arrive after other saves may have come between (a save made off
    /// the main actor is heard on a later turn): the receivers read the rows again instead of
    /// taking the values carried here, which may be older than the store's.
    var readsStoredValues = false

    /// Every model type the save touched.
    var entities: Set<String> { Set(inserted.keys).union(updated.keys).union(deleted.keys).union(reloaded) }
    var isEmpty: Bool { entities.isEmpty }
}

/// Carries each save to the live contexts of every session on the container's store: the
/// contexts views read from (`@Environment(\.modelContext)`, `mainContext`), which re-read what
/// changed and re-run their `@Query`s. Delivery is on the main actor, where those contexts live:
/// at once for a save made there, on the next turn for one made elsewhere (a `@ModelActor`).
final class ModelChangeHub: Sendable {
    private let listeners = Locked<[ObjectIdentifier: WeakListener]>([:])

    private struct WeakListener: Sendable {
        weak var listener: ModelChangeListener?
    }

    func add(_ listener: ModelChangeListener) {
        listeners.withLock { $0[ObjectIdentifier(listener)] = WeakListener(listener: listener) }
    }

    func remove(_ listener: ModelChangeListener) {
        _ = listeners.withLock { $0.removeValue(forKey: ObjectIdentifier(listener)) }
    }

    /// Tells every listener but `source`'s about `changes`.
    func publish(_ changes: ModelChanges, from source: ObjectIdentifier?) {
        let targets = listeners.withLock { all in
            all = all.filter { $0.value.listener != nil }
            return all.compactMap { key, entry in key == source ? nil : entry.listener }
        }
        guard !targets.isEmpty else { return }
        if MainActorCheck.isOnMainActor {
            MainActor.assumeIsolated {
                for target in targets { target.receive(changes) }
            }
        } else {
            var delivered = changes
            delivered.readsStoredValues = true
            Task { @MainActor in
                for target in targets { target.receive(delivered) }
            }
        }
    }
}

/// A live context's main-actor side: it hears other contexts' saves and runs its autosave.
@MainActor
final class ModelChangeListener {
    /// The context, which holds this listener.
    weak var context: ModelContext?
    private var autosaveScheduled = false

    init(context: ModelContext) {
        self.context = context
    }

    func receive(_ changes: ModelChanges) {
        context?.apply(changes)
    }

    /// Saves the context before the next view update (so an event's changes are stored before
    /// the page is told the event was applied), or on the next turn of the main actor if no
    /// update comes first; once, however many changes come before.
    func scheduleAutosave() {
        guard !autosaveScheduled else { return }
        autosaveScheduled = true
        PendingWork.beforeNextUpdate { [weak self] in self?.autosaveIfScheduled() }
        Task { @MainActor [weak self] in self?.autosaveIfScheduled() }
    }

    /// Runs the context's autosave again after `interval` (it failed).
    func retryAutosave(after interval: Duration) {
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: interval)
            self?.context?.retryAutosave()
        }
    }

    private func autosaveIfScheduled() {
        guard autosaveScheduled else { return }
        autosaveScheduled = false
        context?.autosave()
    }
}
