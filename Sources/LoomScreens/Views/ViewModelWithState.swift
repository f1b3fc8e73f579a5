import LoomStores

/// A view model built from the app state by a ``ViewController`` on every state change.
///
/// ```swift
/// struct CounterViewModel: ViewModelWithState {
///     var count = ""
///     init(state: CounterState) { count = "the counter is at \(state.counter)" }
/// }
/// ```
/// Returning `nil` from `init(state:)` skips that update: the view keeps the model it has
/// (none, before the first one).
public protocol ViewModelWithState: ViewModel {
    /// The app state the model is built from.
    associatedtype StateType: StoreState
    /// The model for `state`, or `nil` to leave the view as it is.
    init?(state: StateType)
}

/// State that belongs to one screen rather than to the app (a selection, a draft, an open
/// section), kept by a ``ViewControllerWithLocalState``.
public protocol LocalState {}

/// A view model built from the app state (if the controller has seen one) and the screen's
/// local state.
///
/// ```swift
/// struct DetailViewModel: ViewModelWithLocalState {
///     typealias StateType = AppState   // Swift does not infer it through the optional
///     var title: String
///     init(state: AppState?, localState: DetailLocalState) { title = localState.title }
/// }
/// ```
public protocol ViewModelWithLocalState: ViewModelWithState {
    /// The screen's local state.
    associatedtype LS: LocalState
    /// The model for the app state (nil before the controller received one) and local state.
    init?(state: StateType?, localState: LS)
}

extension ViewModelWithLocalState {
    /// A local-state model is built with its local state, never from the app state alone.
    public init?(state: StateType) {
        return nil
    }
}
