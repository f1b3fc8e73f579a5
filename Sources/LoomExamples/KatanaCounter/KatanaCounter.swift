import Loom

/// The counter of the Katana document: one app state, two actions, a view model and a view.
/// Namespaced, because other examples in this module have counters too.
public enum KatanaCounter {
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

    /// The app's dependencies (none yet), built with the store's dispatch and state getter.
    public struct DependenciesContainer: SideEffectDependencyContainer {
        /// The live dependencies.
        public init(dispatch: @escaping AnyDispatch, getState: @escaping GetState) {}
    }

    /// The app store.
    public typealias AppStore = Store<CounterState, any Dispatchable>

    /// Creates the app's store, as the Katana document does.
    @MainActor
    public static func makeStore() -> AppStore {
        AppStore(middleware: [], dependencies: DependenciesContainer.self)
    }
}
