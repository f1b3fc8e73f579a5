import Loom

/// Suspends callers until opened; a cancelled caller stops waiting and throws at once.
/// Lets tests hold an action or side effect mid-flight without sleeping.
@MainActor
final class Gate {
    private var waiters: [AsyncStream<Void>.Continuation] = []
    private(set) var waiting = 0

    func wait() async throws {
        let stream = AsyncStream<Void> { waiters.append($0) }
        waiting += 1
        defer { waiting -= 1 }
        for await _ in stream { return }
        throw CancellationError()
    }

    func open() {
        let opened = waiters
        waiters = []
        for waiter in opened {
            waiter.yield()
            waiter.finish()
        }
    }
}

/// A feature state with independent fields, to check that observers see only what they read.
struct Profile: Equatable {
    var name = "Ada"
    var age = 36
    var status = ""
    var history: [String] = []

    /// A computed field, for tests of reads through computed key paths.
    var greeting: String { "Hello, \(name)" }
}

enum ProfileAction: Equatable, CancellableAction {
    case rename(String)
    case birthday
    case waitThenSet(String)
    case search(String)
    case untracked(String)
    case chain

    var cancelIdentifier: String? {
        switch self {
        case .search: "search"
        default: nil
        }
    }
}

enum ProfileHook: CaseIterable {
    case nameChanged
    case external
}

/// Records side effects of hooks and lets tests push external values.
@MainActor
final class ProfileProbe {
    let gate = Gate()
    let external = PassthroughSubject<String, Never>()
    var namesSeen: [String] = []
    var externalSeen: [String] = []
    var cancelled: [String] = []
    var completed: Set<String> = []
}

struct ProfileInteractor: Interactor {
    let probe: ProfileProbe

    func onAction(_ action: ProfileAction, store: MutatingStore<Profile, ProfileAction>) async {
        switch action {
        case let .rename(name):
            store.name = name
        case .birthday:
            store.age += 1
        case let .waitThenSet(status), let .search(status), let .untracked(status):
            do {
                try await probe.gate.wait()
                store.status = status
                probe.completed.insert(status)
            } catch {
                probe.cancelled.append(status)
            }
        case .chain:
            store.history.append("chain")
            await store.dispatch(.birthday)
            store.history.append("after birthday")
        }
    }

    func publisher(for hook: ProfileHook, store: MutatingStore<Profile, ProfileAction>) -> AnyCancellable {
        switch hook {
        case .nameChanged:
            HookPublisher(store.publisher.name)
                .sink { [probe] name in probe.namesSeen.append(name) }
        case .external:
            HookPublisher(probe.external)
                .sink { [probe] value in
                    probe.externalSeen.append(value)
                    store.history.append(value)
                }
        }
    }
}

@MainActor
func makeProfileStore(_ probe: ProfileProbe = ProfileProbe(), state: Profile = Profile()) -> Store<Profile, ProfileAction> {
    Store(state: state, interactor: ProfileInteractor(probe: probe))
}

/// Fire-and-forget dispatch from async test code (where `dispatch` would pick the awaiting overload).
@MainActor
func start<State, Action>(_ action: Action, on store: Store<State, Action>) {
    store.dispatch(action)
}
