import Loom
import Synchronization
import Testing

/// The debug log. Each test enables logging for its own state type only and runs without
/// suspending, so tests running in parallel neither see nor change each other's output.
@MainActor
@Suite(.serialized)
struct DebugStoreTests {
    struct Note: Equatable {
        var title = "draft"
        var pinned = false
    }

    enum NoteAction: Equatable {
        case pin
        case retitle(String)
    }

    enum NoteHook: CaseIterable {
        case titles
    }

    struct NoteInteractor: Interactor {
        let titles: PassthroughSubject<String, Never>
        func onAction(_ action: NoteAction, store: MutatingStore<Note, NoteAction>) async {
            switch action {
            case .pin: store.pinned = true
            case let .retitle(title): store.title = title
            }
        }
        func publisher(for hook: NoteHook, store: MutatingStore<Note, NoteAction>) -> AnyCancellable {
            HookPublisher(titles).sink { store.title = $0 }
        }
    }

    /// Collects log lines; a lock because `DebugStore.print` may be called from any thread.
    final class Lines: Sendable {
        private let storage = Mutex<[String]>([])
        var all: [String] { storage.withLock { $0 } }
        func append(_ line: String) { storage.withLock { $0.append(line) } }
    }

    func capture(include: [Any.Type] = [Note.self], exclude: [Any.Type] = [], _ body: () -> Void) -> [String] {
        let lines = Lines()
        let previous = DebugStore.print
        DebugStore.print = { lines.append($0) }
        DebugStore.enableLogging(include: include, exclude: exclude)
        body()
        DebugStore.disableLogging()
        DebugStore.print = previous
        return lines.all
    }

    @Test func logsTheInitialStateEachActionAndEachChangeAsADiff() {
        let lines = capture {
            let store = Store(state: Note(), interactor: NoteInteractor(titles: PassthroughSubject()))
            store.dispatch(.pin)
        }
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("Eazy - Initial state:\n") == true)
        #expect(lines.first?.contains("title: \"draft\"") == true)
        #expect(lines.dropFirst().first == "Eazy - Triggered action:\nDebugStoreTests.NoteAction.pin")
        #expect(lines.last?.hasPrefix("Eazy - State changed:\n") == true)
        #expect(lines.last?.contains("-   pinned: false") == true)
        #expect(lines.last?.contains("+   pinned: true") == true)
    }

    @Test func logsHookFiringsAndBindingWrites() {
        let titles = PassthroughSubject<String, Never>()
        let lines = capture {
            let store = Store(state: Note(), interactor: NoteInteractor(titles: titles))
            titles.send("from hook")
            store.binding(\.pinned).wrappedValue = true
        }
        #expect(lines.contains("Eazy - Hook triggered:\ntitles: \"from hook\""))
        #expect(lines.contains { $0.hasPrefix("Eazy - Binding changed:\n") && $0.hasSuffix("= true") })
        #expect(lines.filter { $0.hasPrefix("Eazy - State changed:") }.count == 2)
    }

    @Test func excludedTypesAndTypesOutsideTheIncludeListAreNotLogged() {
        let excluded = capture(exclude: [NoteAction.self]) {
            Store(state: Note(), interactor: NoteInteractor(titles: PassthroughSubject())).dispatch(.pin)
        }
        #expect(excluded.isEmpty)
        let otherType = capture(include: [Profile.self]) {
            Store(state: Note(), interactor: NoteInteractor(titles: PassthroughSubject())).dispatch(.pin)
        }
        #expect(otherType.isEmpty)
    }

    @Test func isSilentUnlessEnabled() {
        let lines = Lines()
        let previous = DebugStore.print
        DebugStore.print = { lines.append($0) }
        Store(state: Note(), interactor: NoteInteractor(titles: PassthroughSubject())).dispatch(.pin)
        DebugStore.print = previous
        #expect(lines.all.isEmpty)
    }
}

/// The debug log of app stores names each dispatchable, and filters by its type.
@MainActor
@Suite(.serialized)
struct AppStoreDebugLogTests {
    struct Tally: StoreState {
        var count = 0
    }

    struct Add: StateUpdater {
        func updatedState(state: inout Tally) { state.count += 1 }
    }

    struct Noise: StateUpdater {
        func updatedState(state: inout Tally) {}
    }

    @Test func logsEachDispatchableAndCanExcludeOneType() {
        let lines = DebugStoreTests.Lines()
        let previous = DebugStore.print
        DebugStore.print = { lines.append($0) }
        DebugStore.enableLogging(include: [Tally.self], exclude: [Noise.self])
        let store = Store<Tally, any Dispatchable>()
        store.dispatch(Noise())
        store.dispatch(Add())
        DebugStore.disableLogging()
        DebugStore.print = previous
        #expect(lines.all.contains("Katana - Triggered action:\nAppStoreDebugLogTests.Add()"))
        #expect(!lines.all.contains { $0.contains("Noise") })
        #expect(lines.all.last == """
            Katana - State changed:
            - AppStoreDebugLogTests.Tally(count: 0)
            + AppStoreDebugLogTests.Tally(count: 1)
            """)
    }

    struct Overdraw: SideEffect {
        struct Refused: Error {}
        func sideEffect(_ context: SideEffectContext<Tally, EmptySideEffectDependencyContainer>) async throws {
            throw Refused()
        }
    }

    @Test func aSideEffectNobodyAwaitsReportsItsFailureAsItFails() {
        let lines = DebugStoreTests.Lines()
        let previous = DebugStore.print
        DebugStore.print = { lines.append($0) }
        DebugStore.enableLogging(include: [Tally.self])
        let store = Store<Tally, any Dispatchable>()
        store.dispatch(Overdraw())
        // Read before anything else runs: the failure is reported by the side effect's own task
        // as it fails, not by a second task that waited for it (one per dispatch, run later).
        let logged = lines.all
        DebugStore.disableLogging()
        DebugStore.print = previous
        #expect(logged.last == "Katana - Failure:\nOverdraw(): Refused()")
    }
}
