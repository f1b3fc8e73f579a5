import Loom
import Testing

/// A store keeps its state in memory of its own and reuses buffers between changes: what a
/// state holds lives exactly as long as some state (current, or old while observers are told)
/// holds it, and no longer than the store.
@MainActor
struct StateStorageTests {
    final class Payload: Sendable {}

    struct Holder: StoreState {
        var payload: Payload?
        var count = 0
        var log: [String] = []
        init() {}
        static func == (lhs: Holder, rhs: Holder) -> Bool {
            lhs.payload === rhs.payload && lhs.count == rhs.count && lhs.log == rhs.log
        }
    }

    struct Put: StateUpdater {
        let payload: Payload?
        func updatedState(state: inout Holder) { state.payload = payload }
    }

    struct Bump: StateUpdater {
        func updatedState(state: inout Holder) {
            state.count += 1
            state.log.append("bump \(state.count)")
        }
    }

    @Test func aValueLivesWhileAStateHoldsItAndIsReleasedWhenReplaced() {
        let store = Store<Holder, any Dispatchable>()
        weak var first: Payload?
        do {
            let payload = Payload()
            first = payload
            store.dispatch(Put(payload: payload))
        }
        #expect(first != nil)
        // Each change copies the state into a reused buffer and back: the payload stays held.
        for _ in 0..<5 { store.dispatch(Bump()) }
        #expect(first != nil)
        #expect(store.state.payload === first)
        store.dispatch(Put(payload: Payload()))
        #expect(first == nil)
        #expect(store.count == 5)
        #expect(store.log == (1...5).map { "bump \($0)" })
    }

    @Test func releasingTheStoreReleasesWhatItsStateHolds() {
        weak var payload: Payload?
        do {
            let store = Store<Holder, any Dispatchable>()
            let made = Payload()
            payload = made
            store.dispatch(Put(payload: made))
            store.dispatch(Bump())
            #expect(payload != nil)
        }
        #expect(payload == nil)
    }

    @Test func listenersSeeTheOldAndNewStateOfEveryChange() {
        let store = Store<Holder, any Dispatchable>()
        var seen: [(Int, Int)] = []
        let unsubscribe = store.addListener { old, new in seen.append((old.count, new.count)) }
        for _ in 0..<3 { store.dispatch(Bump()) }
        unsubscribe()
        #expect(seen.map(\.0) == [0, 1, 2])
        #expect(seen.map(\.1) == [1, 2, 3])
    }
}
