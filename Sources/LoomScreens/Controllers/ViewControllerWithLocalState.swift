import LoomStores

/// A ``ViewController`` that also keeps state of its own, for its screen only.
///
/// Changing ``localState`` updates the view at once, even while disconnected (with the last app
/// state the controller saw), and later app-state updates are built with the current local state.
@MainActor
open class ViewControllerWithLocalState<V: ViewControllerModellableView & ElementView>: ViewController<V>
where V.VM: ViewModelWithLocalState {
    /// The screen's local state.
    public var localState: V.VM.LS {
        didSet {
            guard let model = V.VM(state: lastState, localState: localState) else { return }
            viewModel = model
            commitChanges()
        }
    }

    /// A controller on `store` with an initial local state.
    public init(store: AppStore, localState: V.VM.LS, connected: Bool = false) {
        self.localState = localState
        super.init(store: store, connected: connected)
    }

    /// Builds the model from the app state and the current local state.
    open override func makeViewModel(state: V.VM.StateType) -> V.VM? {
        V.VM(state: state, localState: localState)
    }
}
