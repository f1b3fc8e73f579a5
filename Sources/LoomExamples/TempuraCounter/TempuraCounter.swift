import Loom

/// The counter of the Tempura document on Loom's screens: a counter screen (A) with add and
/// subtract, a pushed screen B and a modal screen C, reached with `Show` and left with `Hide`.
public enum TempuraCounter {
    /// The document's counter state and updaters are the Katana counter's: Tempura's screens
    /// sit on the same app store.
    public typealias CounterState = KatanaCounter.CounterState
    public typealias AppAction = KatanaCounter.AppAction
    public typealias IncrementCounter = KatanaCounter.IncrementCounter
    public typealias DecrementCounter = KatanaCounter.DecrementCounter

    /// The app store.
    public typealias AppStore = Store<CounterState, any Dispatchable>

    /// The screens' route identifiers.
    public enum Screen: String, Sendable {
        case counter = "screenA"
        case screenB
        case screenC
        case snapshots
    }
}
