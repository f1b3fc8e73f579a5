import Loom
@testable import LoomStores
import Testing

/// Listeners of fields (`addListener(of:)`): told only of changes to the fields they name, in the
/// order listeners were added, whole-state listeners included.
@MainActor
struct FieldListenerTests {
    struct Wide: StoreState {
        var values = Array(repeating: 0, count: 100)
        var name = ""
        var age = 0
    }

    struct SetValue: StateUpdater {
        let index: Int
        let value: Int
        func updatedState(state: inout Wide) { state.values[index] = value }
    }

    struct Rename: StateUpdater {
        let name: String
        func updatedState(state: inout Wide) { state.name = name }
    }

    struct RenameAndAge: StateUpdater {
        func updatedState(state: inout Wide) {
            state.name += "!"
            state.age += 1
        }
    }

    @Test func ofOneHundredListenersEachOnItsOwnFieldOnlyTheChangedFieldsOneIsCalled() {
        let store = AppStore<Wide>()
        var calls = Array(repeating: 0, count: 100)
        let unsubscribes = (0..<100).map { index in
            store.addListener(of: \.values[index]) { _, _ in calls[index] += 1 }
        }
        store.dispatch(SetValue(index: 7, value: 1))
        #expect(calls.reduce(0, +) == 1, "one call, not 100")
        #expect(calls[7] == 1)
        store.dispatch(Rename(name: "Ada"))
        #expect(calls.reduce(0, +) == 1, "no listener names `name`")
        store.dispatch(SetValue(index: 7, value: 1))
        #expect(calls[7] == 1, "an update that leaves the value equal changes nothing")
        for unsubscribe in unsubscribes { unsubscribe() }
    }

    @Test func aListenerOfTwoFieldsIsCalledOnceWhenBothChangeWithTheWholeStates() {
        let store = AppStore<Wide>()
        var seen: [(old: Wide, new: Wide)] = []
        let unsubscribe = store.addListener(of: \.name, \.age) { old, new in seen.append((old, new)) }
        store.dispatch(RenameAndAge())
        #expect(seen.count == 1)
        #expect(seen.first?.old.age == 0)
        #expect(seen.first?.new.age == 1)
        #expect(seen.first?.new.name == "!")
        store.dispatch(SetValue(index: 0, value: 5))
        #expect(seen.count == 1)
        unsubscribe()
    }

    @Test func fieldAndWholeStateListenersAreCalledInTheOrderTheyWereAdded() {
        let store = AppStore<Wide>()
        var order: [String] = []
        let unsubscribes = [
            store.addListener(of: \.name) { _, _ in order.append("name 1") },
            store.addListener { _, _ in order.append("whole") },
            store.addListener(of: \.age) { _, _ in order.append("age") },
            store.addListener(of: \.name) { _, _ in order.append("name 2") },
        ]
        store.dispatch(Rename(name: "Grace"))
        #expect(order == ["name 1", "whole", "name 2"])
        order = []
        store.dispatch(RenameAndAge())
        #expect(order == ["name 1", "whole", "age", "name 2"])
        for unsubscribe in unsubscribes { unsubscribe() }
    }

    @Test func anUnsubscribedFieldListenerIsNotCalledAndNoLongerMakesItsFieldCompared() throws {
        let store = AppStore<Wide>()
        var calls = 0
        let unsubscribe = store.addListener(of: \.name) { _, _ in calls += 1 }
        let field = try #require(store.runtime.fields.first)
        #expect(field.listenerCount == 1)
        store.dispatch(Rename(name: "a"))
        unsubscribe()
        unsubscribe()
        #expect(field.listenerCount == 0, "a second call changes nothing")
        store.dispatch(Rename(name: "b"))
        #expect(calls == 1)
    }

    @Test func aFeatureStoresFieldListenerHearsOnlyItsField() async {
        let store = makeProfileStore()
        var ages: [Int] = []
        let unsubscribe = store.addListener(of: \.age) { _, new in ages.append(new.age) }
        start(.rename("Grace"), on: store)
        await store.dispatch(.chain)
        #expect(ages == [37])
        unsubscribe()
    }

    @Test func keyPathsMadeAfreshOnEveryUseFindTheirFieldAndAreRememberedOnlyUpToABound() {
        let store = AppStore<Wide>()
        var calls = 0
        var unsubscribes: [StoreUnsubscribe] = []
        for _ in 0..<100 {
            // `\.values[index]` with a run-time index is a new key path object each time.
            let index = Int.random(in: 3...3)
            unsubscribes.append(store.addListener(of: \.values[index]) { _, _ in calls += 1 })
        }
        #expect(store.runtime.fields.count == 1)
        #expect(store.runtime.fieldAliases.count == StateRuntime<Wide>.maximumFieldAliases)
        store.dispatch(SetValue(index: 3, value: 9))
        #expect(calls == 100)
        for unsubscribe in unsubscribes { unsubscribe() }
    }
}
