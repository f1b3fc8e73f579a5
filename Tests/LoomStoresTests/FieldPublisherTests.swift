import Loom
@testable import LoomStores
import Testing

/// Field publishers (`store.publisher.name`) are field listeners of the store: one comparison of
/// a field per change however many subscribe, told together with `addListener` in subscription
/// order, and gone from the store when cancelled.
@MainActor
struct FieldPublisherTests {
    /// Counts every `==` on it, so a test can see how often a change compares the field.
    struct Counted: Equatable {
        nonisolated(unsafe) static var comparisons = 0
        var value = 0
        static func == (lhs: Counted, rhs: Counted) -> Bool {
            comparisons += 1
            return lhs.value == rhs.value
        }
    }

    struct Form: StoreState {
        var counted = Counted()
        var values = Array(repeating: 0, count: 100)
        var name = ""
    }

    struct Bump: StateUpdater {
        func updatedState(state: inout Form) { state.counted.value += 1 }
    }

    struct SetValue: StateUpdater {
        let index: Int
        func updatedState(state: inout Form) { state.values[index] += 1 }
    }

    struct Rename: StateUpdater {
        let name: String
        func updatedState(state: inout Form) { state.name = name }
    }

    @Test func aHundredSubscribersOfOneFieldCostOneComparisonPerChange() {
        let store = AppStore<Form>()
        var seen = 0
        let subscriptions = (0..<100).map { _ in store.publisher.counted.sink { _ in seen += 1 } }
        #expect(seen == 100, "each emits the current value on subscription")
        Counted.comparisons = 0
        store.dispatch(Bump())
        #expect(seen == 200)
        // The whole-state inequality test, then the field once: before, each subscription
        // compared the field itself (101 comparisons).
        #expect(Counted.comparisons == 2)
        Counted.comparisons = 0
        store.dispatch(Rename(name: "Ada"))
        #expect(seen == 200, "another field's change reaches none of them")
        #expect(Counted.comparisons <= 2)
        for subscription in subscriptions { subscription.cancel() }
    }

    @Test func ofAHundredPublishersEachOnItsOwnFieldOnlyTheChangedFieldsOneEmits() {
        let store = AppStore<Form>()
        var emitted = Array(repeating: 0, count: 100)
        let subscriptions = (0..<100).map { index in
            store.publisher[dynamicMember: \.values[index]].dropFirst().sink { _ in emitted[index] += 1 }
        }
        store.dispatch(SetValue(index: 42))
        #expect(emitted.reduce(0, +) == 1)
        #expect(emitted[42] == 1)
        for subscription in subscriptions { subscription.cancel() }
    }

    @Test func aCancelledSubscriptionLeavesTheStoresListeners() throws {
        let store = AppStore<Form>()
        let subscription = store.publisher.name.sink { _ in }
        let field = try #require(store.runtime.fields.first)
        #expect(field.listenerCount == 1, "a subscription listens to its field")
        subscription.cancel()
        #expect(field.listenerCount == 0)
        var late: [String] = []
        let later = store.publisher.name.sink { late.append($0) }
        store.dispatch(Rename(name: "Grace"))
        #expect(late == ["", "Grace"])
        later.cancel()
    }

    @Test func publishersAndListenersAreToldInTheOrderTheySubscribed() {
        let store = AppStore<Form>()
        var order: [String] = []
        let first = store.addListener(of: \.name) { _, _ in order.append("listener 1") }
        let publisher = store.publisher.name.dropFirst().sink { _ in order.append("publisher") }
        let second = store.addListener { _, _ in order.append("listener 2") }
        store.dispatch(Rename(name: "Ada"))
        #expect(order == ["listener 1", "publisher", "listener 2"])
        first()
        second()
        publisher.cancel()
    }

    @Test func forceUpdateReachesPublishersOfThatFieldButNoListener() {
        let store = AppStore<Form>()
        var names: [String] = []
        var listened = 0
        let publisher = store.publisher.name.sink { names.append($0) }
        let otherField = store.publisher.counted.dropFirst().sink { _ in listened += 1 }
        let fieldListener = store.addListener(of: \.name) { _, _ in listened += 1 }
        let wholeListener = store.addListener { _, _ in listened += 1 }
        store.forceUpdate(\.name)
        #expect(names == ["", ""])
        #expect(listened == 0, "a forced update is for the field's publishers only")
        publisher.cancel()
        otherField.cancel()
        fieldListener()
        wholeListener()
    }

    @Test func listenersOfFieldsListedAtRunTimeHearOnlyThoseFields() {
        let store = AppStore<Form>()
        var calls = 0
        let fields: [PartialKeyPath<Form>] = [\.name, \.values[3]]
        let unsubscribe = store.addListener(of: fields) { _, _ in calls += 1 }
        store.dispatch(SetValue(index: 4))
        store.dispatch(Bump())
        #expect(calls == 0)
        store.dispatch(SetValue(index: 3))
        store.dispatch(Rename(name: "Ada"))
        #expect(calls == 2)
        unsubscribe()
    }
}
