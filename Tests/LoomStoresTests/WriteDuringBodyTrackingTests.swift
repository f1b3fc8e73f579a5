import Loom
import LoomTestSupport
import Testing

/// A store write during a body (reported misuse) does not cost the view its subscription.
@MainActor
struct WriteDuringBodyTrackingTests {
    typealias CounterState = AppStoreTests.AppState
    typealias Increment = AppStoreTests.Increment

    /// Reads `counter`, and on its first body (only) makes the reported mistake of
    /// dispatching while the body runs.
    struct Echo: View {
        let store: Store<CounterState, any Dispatchable>
        var body: some View {
            let counter = store.counter
            if counter == 0 { store.dispatch(Increment()) }
            return Text("counter \(counter)")
        }
    }

    @Test func aViewKeepsTrackingAFieldAfterAWriteDuringItsBody() {
        let store = Store<CounterState, any Dispatchable>()
        let ui = ViewHarness(Echo(store: store))
        #expect(ui.text.contains("counter 0")) // the write during body re-renders nothing (documented)
        // A later, legitimate change must re-render the view as usual.
        store.dispatch(Increment())
        #expect(store.counter == 2)
        #expect(ui.text.contains("counter 2"))
    }
}

/// An updater whose StateUpdater conformance is conditional (its Dispatchable one is not).
struct Tagged<Tag: Sendable>: Dispatchable {}
extension Tagged: StateUpdater where Tag == Int {
    func updatedState(state: inout WriteDuringBodyTrackingTests.CounterState) { state.counter += 10 }
}

/// Updaters that conform to `StateUpdater` only conditionally are still applied.
@MainActor
struct ConditionalUpdaterTests {
    @Test func aConditionallyConformingUpdaterIsApplied() {
        let store = Store<WriteDuringBodyTrackingTests.CounterState, any Dispatchable>()
        store.dispatch(Tagged<Int>())
        #expect(store.counter == 10)
    }
}
