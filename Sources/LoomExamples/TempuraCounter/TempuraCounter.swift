import Loom

/// The counter of the Tempura document on Loom's screens: a counter screen (A) with add and
/// subtract, a pushed screen B and a modal screen C, reached with `Show` and left with `Hide`.
public enum TempuraCounter {
    /// The whole app state.
    public struct CounterState: StoreState {
        /// The counter's value.
        public var counter: Int = 0
        /// The state at launch.
        public init() {}
    }

    /// The updaters of this app.
    public protocol AppAction: StateUpdater where StateType == CounterState {}

    /// Adds one.
    public struct IncrementCounter: AppAction {
        /// The action.
        public init() {}
        /// Adds one to the counter.
        public func updatedState(state: inout CounterState) {
            state.counter = state.counter + 1
        }
    }

    /// Subtracts one.
    public struct DecrementCounter: AppAction {
        /// The action.
        public init() {}
        /// Subtracts one from the counter.
        public func updatedState(state: inout CounterState) {
            state.counter = state.counter - 1
        }
    }

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
