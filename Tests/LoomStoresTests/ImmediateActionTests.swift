import Loom
@testable import LoomStores
import Testing

/// `onActionImmediately`: actions that need no awaiting run inline, with no task, and keep every
/// behaviour of actions run by `onAction` (order, log, cancellation, awaiting, the test store).
@MainActor
struct ImmediateActionTests {
    /// Handles renames and birthdays at once; the rest goes to the profile interactor's `onAction`.
    struct ImmediateProfileInteractor: Interactor {
        let probe: ProfileProbe
        var base: ProfileInteractor { ProfileInteractor(probe: probe) }

        func onActionImmediately(_ action: ProfileAction, store: MutatingStore<Profile, ProfileAction>) -> ImmediateHandling {
            switch action {
            case let .rename(name):
                store.name = name
                return .done
            case .birthday:
                store.age += 1
                return .done
            case let .search(query) where query.hasPrefix("cached"):
                store.status = query
                return .done
            case .chain:
                store.history.append("immediately")
                return .needsOnAction
            default:
                return .needsOnAction
            }
        }

        func onAction(_ action: ProfileAction, store: MutatingStore<Profile, ProfileAction>) async {
            await base.onAction(action, store: store)
        }
    }

    func makeStore(_ probe: ProfileProbe = ProfileProbe()) -> Store<Profile, ProfileAction> {
        Store(state: Profile(), interactor: ImmediateProfileInteractor(probe: probe))
    }

    func tasksStarted(_ store: Store<Profile, ProfileAction>) -> Int? {
        (store.driver as? InteractorDriver<Profile, ProfileAction>)?.tasksStarted
    }

    @Test func actionsHandledImmediatelyStartNoTaskAndTheRestStartOneEach() {
        let store = makeStore()
        for _ in 0..<10 { store.dispatch(.birthday) }
        #expect(store.age == 46)
        #expect(tasksStarted(store) == 0)
        start(.untracked("later"), on: store)
        #expect(tasksStarted(store) == 1)
    }

    @Test func anInteractorWithOnlyOnActionStartsATaskPerAction() {
        let store = makeProfileStore()
        for _ in 0..<3 { store.dispatch(.birthday) }
        #expect(store.age == 39)
        #expect(tasksStarted(store) == 3)
    }

    @Test func awaitingAnActionHandledImmediatelyReturnsWithItsChange() async {
        let store = makeStore()
        await store.dispatch(.rename("Grace"))
        #expect(store.name == "Grace")
    }

    @Test func theImmediatePartRunsBeforeOnActionWhichSeesItsChanges() async {
        let store = makeStore()
        await store.dispatch(.chain)
        #expect(store.history == ["immediately", "chain", "after birthday"])
        #expect(store.age == 37)
        #expect(tasksStarted(store) == 1, "the chain's birthday was handled immediately")
    }

    @Test func anImmediateActionCancelsAnEarlierRunWithItsCancelIdentifier() async {
        let probe = ProfileProbe()
        let store = makeStore(probe)
        start(.search("slow"), on: store)
        #expect(probe.gate.waiting == 1)
        start(.search("cached result"), on: store)
        await waitUntil { probe.cancelled == ["slow"] }
        #expect(store.status == "cached result")
    }

    @Test func listenersAndTheTestStoreSeeImmediateActionsInOrder() async {
        let store = TestStore(state: Profile(), interactor: ImmediateProfileInteractor(probe: ProfileProbe()))
        await store.dispatch(.rename("Grace"))
        await store.dispatch(.birthday)
        #expect(store.actions == [.rename("Grace"), .birthday])
        #expect(store.stateUpdates.map(\.name) == ["Grace", "Grace"])
        #expect(store.stateUpdates.map(\.age) == [36, 37])
    }

    @Test func aWriteFromAListenerDuringAnImmediateActionIsDeliveredAfterIt() {
        let store = makeStore()
        var seen: [String] = []
        let unsubscribe = store.addListener { old, new in
            seen.append("\(old.name)→\(new.name)")
            if new.name == "Grace" { store.dispatch(.rename("Hopper")) }
        }
        store.dispatch(.rename("Grace"))
        #expect(seen == ["Ada→Grace", "Grace→Hopper"])
        #expect(store.name == "Hopper")
        unsubscribe()
    }
}

/// Which action types skip the cancel identifier's cast after the first action.
@MainActor
struct CancelIdentifierReadingTests {
    protocol AnyAction {}
    enum Plain: AnyAction { case go }
    struct Searching: AnyAction, CancellableAction { var cancelIdentifier: String? { "search" } }
    final class Boxed: CancellableAction { var cancelIdentifier: String? { "boxed" } }

    @Test func onlyAStructOrEnumThatIsNotCancellableIsNeverCancellable() {
        #expect(InteractorDriver<Profile, Plain>.neverCancellable(.go))
        #expect(!InteractorDriver<Profile, ProfileAction>.neverCancellable(.birthday), "conforms")
        #expect(!InteractorDriver<Profile, any AnyAction>.neverCancellable(Plain.go), "an existential may hold another type")
        #expect(!InteractorDriver<Profile, Plain?>.neverCancellable(Plain.go), "a cast unwraps an optional")
        #expect(!InteractorDriver<Profile, Boxed>.neverCancellable(Boxed()), "a class")
    }

    @Test func anExistentialActionTypeStillReadsEachActionsIdentifier() {
        let read = InteractorDriver<Profile, any AnyAction>.cancelIdentifierReader()
        #expect(read(Plain.go) == nil)
        #expect(read(Searching()) == "search")
    }
}
