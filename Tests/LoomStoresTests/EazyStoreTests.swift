import Loom
import Testing

/// Eazy-style feature stores: dispatch, hooks, publishers, cancellation, release.
@MainActor
struct EazyStoreTests {
    @Test func stateIsReadableByDynamicMember() {
        let store = makeProfileStore()
        #expect(store.name == "Ada")
        #expect(store.state == Profile())
    }

    @Test func fireAndForgetDispatchOfASynchronousActionAppliesBeforeReturning() {
        let store = makeProfileStore()
        store.dispatch(.rename("Grace"))
        #expect(store.name == "Grace")
    }

    @Test func awaitedDispatchReturnsWhenTheActionsWorkIsDone() async {
        let probe = ProfileProbe()
        let store = makeProfileStore(probe)
        async let done: Void = store.dispatch(.waitThenSet("ready"))
        await waitUntil { probe.gate.waiting == 1 }
        #expect(store.status == "")
        probe.gate.open()
        await done
        #expect(store.status == "ready")
    }

    @Test func anActionCanDispatchAndAwaitAnother() async {
        let store = makeProfileStore()
        await store.dispatch(.chain)
        #expect(store.age == 37)
        #expect(store.history == ["chain", "after birthday"])
    }

    @Test func hooksAreSetUpWhenTheStoreIsCreated() {
        let probe = ProfileProbe()
        let store = makeProfileStore(probe)
        probe.external.send("pushed")
        #expect(store.history == ["pushed"])
        #expect(probe.externalSeen == ["pushed"])
        store.dispatch(.rename("Grace"))
        #expect(probe.namesSeen == ["Ada", "Grace"], "the name hook starts from the current name")
    }

    @Test func aKeyPathPublisherStaysSilentWhenAnotherPropertyChanges() {
        let probe = ProfileProbe()
        let store = makeProfileStore(probe)
        var ages: [Int] = []
        let subscription = store.publisher.age.sink { ages.append($0) }
        #expect(ages == [36], "a field publisher emits the current value on subscription")
        store.dispatch(.rename("Grace"))
        store.dispatch(.rename("Hopper"))
        #expect(ages == [36])
        #expect(probe.namesSeen == ["Ada", "Grace", "Hopper"])
        store.dispatch(.birthday)
        #expect(ages == [36, 37])
        subscription.cancel()
    }

    @Test func forceUpdateMakesAFieldPublisherEmitItsUnchangedValue() {
        let store = makeProfileStore()
        var names: [String] = []
        var ages: [Int] = []
        let subscriptions = [
            store.publisher.name.sink { names.append($0) },
            store.publisher.age.sink { ages.append($0) },
        ]
        store.forceUpdate(\.name)
        #expect(names == ["Ada", "Ada"], "once on subscription, once forced")
        #expect(ages == [36])
        _ = subscriptions
    }

    @Test func twoOverlappingDispatchesWithTheSameCancelIdentifierLeaveOnlyTheSecondRunning() async {
        let probe = ProfileProbe()
        let store = makeProfileStore(probe)
        start(.search("first"), on: store)
        async let second: Void = store.dispatch(.search("second"))
        await waitUntil { probe.cancelled == ["first"] }
        #expect(probe.gate.waiting == 1)
        probe.gate.open()
        await second
        #expect(store.status == "second")
        #expect(probe.cancelled == ["first"])
    }

    @Test func actionsWithANilCancelIdentifierAreNeverCancelled() async {
        let probe = ProfileProbe()
        let store = makeProfileStore(probe)
        start(.untracked("one"), on: store)
        start(.untracked("two"), on: store)
        #expect(probe.gate.waiting == 2)
        probe.gate.open()
        await waitUntil { probe.completed.count == 2 }
        // Both ran to the end; which finished last is up to the scheduler.
        #expect(probe.completed == ["one", "two"])
        #expect(probe.cancelled.isEmpty)
    }

    @Test func releasingTheStoreCancelsItsHooksAndRunningActions() async {
        let probe = ProfileProbe()
        var store: Store<Profile, ProfileAction>? = makeProfileStore(probe)
        if let store { start(.waitThenSet("never"), on: store) }
        weak let released = store
        store = nil
        #expect(released == nil)
        await waitUntil { probe.cancelled == ["never"] }
        probe.external.send("after release")
        #expect(probe.externalSeen.isEmpty)
        #expect(probe.gate.waiting == 0)
    }

    @Test func aStoreWithOnlyActionsOrOnlyHooksWorks() {
        struct OnlyActions: Interactor {
            func onAction(_ action: ProfileAction, store: MutatingStore<Profile, ProfileAction>) async {
                store.age += 1
            }
        }
        struct OnlyHooks: Interactor {
            let subject: PassthroughSubject<Int, Never>
            func publisher(for hook: ProfileHook, store: MutatingStore<Profile, ProfileAction>) -> AnyCancellable {
                subject.assign(to: \.age, using: store)
            }
        }
        let actions = Store(state: Profile(), interactor: OnlyActions())
        actions.dispatch(.birthday)
        #expect(actions.age == 37)

        let subject = PassthroughSubject<Int, Never>()
        let hooks = Store(state: Profile(), interactor: OnlyHooks(subject: subject))
        subject.send(50)
        #expect(hooks.age == 50)
        hooks.dispatch(.birthday)
        #expect(hooks.age == 50)
    }

    @Test func publisherDispatchHelperTurnsValuesIntoActions() {
        struct Searching: Interactor {
            let queries: PassthroughSubject<String, Never>
            func onAction(_ action: ProfileAction, store: MutatingStore<Profile, ProfileAction>) async {
                if case let .rename(name) = action { store.name = name }
            }
            func publisher(for hook: ProfileHook, store: MutatingStore<Profile, ProfileAction>) -> AnyCancellable {
                queries.dispatch(to: store) { .rename($0) }
            }
        }
        let queries = PassthroughSubject<String, Never>()
        let store = Store(state: Profile(), interactor: Searching(queries: queries))
        queries.send("Lovelace")
        #expect(store.name == "Lovelace")
    }

    @Test func listenersReceiveChangesInOrderEvenWhenOneWritesWhileNotified() {
        let store = makeProfileStore()
        var first: [Int] = []
        var second: [Int] = []
        let stopFirst = store.addListener { old, new in
            first.append(new.age)
            if new.age == 37 { store.dispatch(.birthday) }
        }
        let stopSecond = store.addListener { _, new in second.append(new.age) }
        store.dispatch(.birthday)
        #expect(first == [37, 38])
        #expect(second == [37, 38])
        stopFirst()
        stopSecond()
    }
}

/// Yields to other main-actor work until `condition` holds (bounded, so a broken test fails
/// instead of hanging). No clock is involved: it only lets already-scheduled work run.
@MainActor
func waitUntil(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
    for _ in 0..<10_000 {
        if condition() { return }
        await Task.yield()
    }
    Issue.record("condition never became true", sourceLocation: sourceLocation)
}
