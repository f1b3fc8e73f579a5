import Loom
@testable import LoomStores
import Testing

/// `onAction` runs in worker tasks the store reuses (``ActionWorker``): an action that does not
/// suspend costs no task of its own, and every behaviour of a task per action stays.
@MainActor
struct ActionWorkerTests {
    func driver(_ store: Store<Profile, ProfileAction>) -> InteractorDriver<Profile, ProfileAction>? {
        store.driver as? InteractorDriver<Profile, ProfileAction>
    }

    @Test func actionsThatDoNotSuspendShareOneWorkerAndEachTakesEffectOnReturn() {
        let store = makeProfileStore()
        for age in 37...46 {
            store.dispatch(.birthday)
            #expect(store.age == age)
        }
        #expect(driver(store)?.tasksStarted == 10)
        #expect(driver(store)?.workersStarted == 1)
        #expect(driver(store)?.parkedWorkerCount == 1)
    }

    @Test func anActionDispatchedWhileAnotherIsSuspendedGetsAWorkerOfItsOwn() async {
        let probe = ProfileProbe()
        let store = makeProfileStore(probe)
        start(.waitThenSet("first"), on: store)
        start(.birthday, on: store)
        #expect(store.age == 37)
        #expect(driver(store)?.workersStarted == 2)
        probe.gate.open()
        await waitUntil { probe.completed == ["first"] }
        #expect(store.status == "first")
        // Both workers parked; the next two actions reuse them.
        #expect(driver(store)?.parkedWorkerCount == 2)
        start(.birthday, on: store)
        start(.waitThenSet("second"), on: store)
        #expect(driver(store)?.workersStarted == 2)
        probe.gate.open()
        await waitUntil { probe.completed.contains("second") }
        #expect(store.status == "second")
        #expect(store.age == 38)
    }

    @Test func aWorkerWhoseActionWasCancelledIsNotReused() async {
        let probe = ProfileProbe()
        let store = makeProfileStore(probe)
        start(.search("first"), on: store)
        start(.search("second"), on: store)  // cancels the first run
        await waitUntil { probe.cancelled == ["first"] }
        #expect(driver(store)?.parkedWorkerCount == 0, "the first worker's task stays cancelled: it ended")
        probe.gate.open()
        await waitUntil { probe.completed == ["second"] }
        // Only the second worker parked: the next actions run in it and in a new one, neither
        // cancelled (a reused cancelled task would make the gate throw at once).
        start(.untracked("third"), on: store)
        start(.untracked("fourth"), on: store)
        #expect(probe.gate.waiting == 2)
        #expect(driver(store)?.workersStarted == 3)
        probe.gate.open()
        await waitUntil { probe.completed.isSuperset(of: ["third", "fourth"]) }
        #expect(probe.cancelled == ["first"])
    }

    @Test func atMostFourWorkersStayParked() async {
        let probe = ProfileProbe()
        let store = makeProfileStore(probe)
        for index in 0..<6 { start(.untracked("\(index)"), on: store) }
        #expect(driver(store)?.workersStarted == 6)
        probe.gate.open()
        await waitUntil { probe.completed.count == 6 }
        #expect(driver(store)?.parkedWorkerCount == InteractorDriver<Profile, ProfileAction>.maximumParkedWorkers)
    }

    @Test func releasingTheStoreEndsItsParkedWorkers() async {
        final class Token {}
        struct Holding: Interactor {
            let token: Token
            func onAction(_ action: ProfileAction, store: MutatingStore<Profile, ProfileAction>) async {
                store.age += 1
            }
        }
        var token: Token? = Token()
        weak let released = token
        var store: Store<Profile, ProfileAction>? = Store(state: Profile(), interactor: Holding(token: token!))
        token = nil
        if let store {
            start(.birthday, on: store)
            start(.birthday, on: store)
            #expect(store.age == 38)
        }
        store = nil
        // The parked worker's task held the interactor; ending it let everything go.
        await waitUntil { released == nil }
    }
}
