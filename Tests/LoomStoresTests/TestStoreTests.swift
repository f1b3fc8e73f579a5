import Loom
import Testing

/// The test store: awaitable dispatch, ordered state updates, triggered actions, hook tests.
@MainActor
struct TestStoreTests {
    @Test func dispatchAwaitsTheActionAndEveryActionItStarted() async {
        let store = TestStore(state: Profile(), interactor: ProfileInteractor(probe: ProfileProbe()))
        await store.dispatch(.chain)
        #expect(store.state.age == 37)
        #expect(store.history == ["chain", "after birthday"])
    }

    @Test func stateUpdatesAreRecordedInOrder() async {
        let store = TestStore(state: Profile(), interactor: ProfileInteractor(probe: ProfileProbe()))
        await store.dispatch(.chain)
        #expect(store.stateUpdates.map(\.history) == [["chain"], ["chain"], ["chain", "after birthday"]])
        #expect(store.stateUpdates.map(\.age) == [36, 37, 37])
    }

    @Test func actionsTriggeredByActionsAndHooksAreRecorded() async {
        struct Relaying: Interactor {
            let names: PassthroughSubject<String, Never>
            func onAction(_ action: ProfileAction, store: MutatingStore<Profile, ProfileAction>) async {
                if case .chain = action { await store.dispatch(.birthday) }
            }
            func publisher(for hook: ProfileHook, store: MutatingStore<Profile, ProfileAction>) -> AnyCancellable {
                names.dispatch(to: store) { .rename($0) }
            }
        }
        let names = PassthroughSubject<String, Never>()
        let store = TestStore(state: Profile(), interactor: Relaying(names: names))
        await store.dispatch(.chain)
        names.send("Ada")
        await store.waitForActions()
        #expect(store.actions == [.chain, .birthday, .rename("Ada"), .rename("Ada")])
        #expect(store.didTrigger(.birthday))
        #expect(!store.didTrigger(.rename("Grace")))
    }

    @Test func testHookSetsUpOnlyThatHookAndReturnsAfterTheTrigger() async {
        let probe = ProfileProbe()
        let store = await TestStore.testHook(
            .external,
            trigger: probe.external.send("hello"),
            state: Profile(),
            interactor: ProfileInteractor(probe: probe)
        )
        #expect(store.history == ["hello"])
        store.mutatingStore.name = "Grace"
        #expect(probe.namesSeen.isEmpty)
    }
}
