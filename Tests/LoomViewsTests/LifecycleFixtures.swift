import Loom
import Synchronization

/// An observable value that tests write from the main actor and from other threads: what an
/// app's model written off the main actor has to be.
///
/// Observation tells observers before a write (its change handlers run on the writing thread,
/// and Loom's hops to the main actor from there), so a write from another thread holds the lock
/// across that notice and the store: a view re-rendered by the hop reads the value only once the
/// write is complete, and never races with it.
final class Cell: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    private let storage = Mutex(0)

    var value: Int {
        get {
            registrar.access(self, keyPath: \.value)
            return storage.withLock { $0 }
        }
        set {
            storage.withLock { stored in
                registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
            }
        }
    }
}

/// A store's state with two fields views read separately.
struct Tally: Equatable {
    var first = 0
    var second = 0
}

enum TallyAction {
    case bumpFirst
    case bumpSecond
}

/// Bumps one field per action, synchronously (no suspension before the write).
struct TallyInteractor: Interactor {
    func onAction(_ action: TallyAction, store: MutatingStore<Tally, TallyAction>) async {
        switch action {
        case .bumpFirst: store.first += 1
        case .bumpSecond: store.second += 1
        }
    }
}

@MainActor
func makeTallyStore() -> Store<Tally, TallyAction> {
    Store(state: Tally(), interactor: TallyInteractor())
}

/// Shows an `@Observable` value; writes it when it goes away (a write during the removal's
/// commit).
struct CellLeaf: View {
    let label: String
    let cell: Cell
    var body: some View {
        Text("\(label) \(cell.value)").onDisappear { cell.value += 1 }
    }
}

/// Shows and bumps a `@State` of its own.
struct StateLeaf: View {
    let label: String
    @State private var taps = 0
    var body: some View {
        HStack {
            Text("\(label) \(taps)")
            Button("tap \(label)") { taps += 1 }
        }
    }
}

/// Shows an `ObservableObject`'s value.
struct ObjectLeaf: View {
    let label: String
    @ObservedObject var object: CounterModel
    var body: some View { Text("\(label) \(object.counter)") }
}

/// Shows one field of a store.
struct StoreLeaf: View {
    let label: String
    let store: Store<Tally, TallyAction>
    let readsFirst: Bool
    var body: some View { Text("\(label) \(readsFirst ? store.first : store.second)") }
}

/// Fire-and-forget dispatch, from async code too (where `dispatch` picks the awaiting overload).
@MainActor
func start(_ action: TallyAction, on store: Store<Tally, TallyAction>) {
    store.dispatch(action)
}
