import Loom
import LoomExamples
import LoomTestSupport
import Testing

/// The Katana counter: actions, view model and screen.
@MainActor
struct KatanaCounterTests {
    typealias Counter = KatanaCounter

    @Test func incrementAndDecrementUpdateTheCounter() async throws {
        let store = Counter.makeStore()
        try await store.dispatch(Counter.IncrementCounter())
        try await store.dispatch(Counter.IncrementCounter())
        try await store.dispatch(Counter.DecrementCounter())
        #expect(store.counter == 1)
    }

    @Test func theViewModelDescribesTheCounter() {
        var state = Counter.CounterState()
        state.counter = 3
        #expect(Counter.CounterViewModel(state: state).count == "the counter is at 3")
        #expect(Counter.CounterViewModel().count == "")
    }

    @Test func tappingTheButtonsDispatchesAndTheScreenFollows() throws {
        let store = Counter.makeStore()
        let ui = ViewHarness(Counter.CounterView(store: store))
        try ui.expectSnapshot(named: "katana-counter-initial")
        try ui.tap("add")
        try ui.tap("add")
        try ui.tap("sub")
        #expect(store.counter == 1)
        try ui.expectSnapshot(named: "katana-counter-after-taps")
    }

    @Test func aDispatchFromElsewhereUpdatesTheScreen() {
        let store = Counter.makeStore()
        let ui = ViewHarness(Counter.CounterView(store: store))
        store.dispatch(Counter.DecrementCounter())
        #expect(ui.text.contains("the counter is at -1"))
    }
}
