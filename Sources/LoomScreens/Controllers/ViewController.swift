import LoomHost
import LoomStores

/// A screen connected to the app store: each new state becomes a view model for its root view.
///
/// ```swift
/// final class CounterViewController: ViewController<CounterView> {
///     override func setupInteraction() {
///         rootView.addButtonDidTap = { [unowned self] in dispatch(IncrementCounter()) }
///     }
/// }
/// ```
/// While ``connected`` it listens to the store (to the fields in ``stateFields`` if it names
/// them); connecting applies the current state once, and a disconnected controller receives no
/// updates. By default it connects when it becomes
/// visible and disconnects when it stops being visible.
@MainActor
open class ViewController<V: ViewControllerModellableView & ElementView>: ScreenController where V.VM: ViewModelWithState {
    /// The app store type this controller reads from and dispatches to.
    public typealias AppStore = Store<V.VM.StateType, any Dispatchable>

    /// The app store.
    public let store: AppStore
    /// The screen's root view.
    public let rootView: V
    /// The last app state this controller received while connected (with ``stateFields``, the
    /// state after the last change to one of those fields).
    public private(set) var lastState: V.VM.StateType?
    /// Whether to connect when the screen becomes visible. Default true.
    public var shouldConnectWhenVisible = true
    /// Whether to disconnect when the screen stops being visible. Default true; set it to false
    /// for a screen that must follow the state while covered.
    public var shouldDisconnectWhenInvisible = true
    private var unsubscribe: StoreUnsubscribe?

    /// A controller on `store`, connected at once if `connected`.
    public init(store: AppStore, connected: Bool = false) {
        self.store = store
        self.rootView = V()
        super.init(view: rootView)
        setupInteraction()
        self.connected = connected
    }

    /// Whether the controller listens to the store. Setting it to true applies the current state once.
    public var connected: Bool {
        get { unsubscribe != nil }
        set {
            guard newValue != connected else { return }
            if newValue {
                let listener: StoreListener<V.VM.StateType> = { [weak self] _, new in self?.storeDidChange(new) }
                if let fields = stateFields {
                    unsubscribe = store.addListener(of: fields, listener: listener)
                } else {
                    unsubscribe = store.addListener(listener)
                }
                storeDidChange(store.state)
            } else {
                unsubscribe?()
                unsubscribe = nil
            }
        }
    }

    /// The root view's model. Setting it updates the view, between `willUpdate(new:)` and `didUpdate(old:)`.
    public var viewModel: V.VM? {
        get { rootView.model }
        set {
            willUpdate(new: newValue)
            let old = rootView.model
            rootView.model = newValue
            didUpdate(old: old)
        }
    }

    /// The fields of the app state the view model is built from, or `nil` (the default) for
    /// the whole state. Read when the controller connects.
    ///
    /// A controller that names its fields is updated only after a change to one of them (it
    /// listens with ``Store/addListener(of:listener:)``): a change to any other field builds no
    /// model and updates nothing. Swift cannot see which fields `init(state:)` reads from a plain
    /// value, so the controller says so; a field it reads but does not name leaves the view stale
    /// until a named field changes.
    ///
    /// ```swift
    /// override var stateFields: [PartialKeyPath<AppState>]? { [\.counter, \.user.name] }
    /// ```
    open var stateFields: [PartialKeyPath<V.VM.StateType>]? { nil }

    /// Wires the root view's interactions to dispatches. Called once, after the view is created.
    open func setupInteraction() {}
    /// Called before the view model changes.
    open func willUpdate(new: V.VM?) {}
    /// Called after the view model changed and the view was updated.
    open func didUpdate(old: V.VM?) {}

    /// Dispatches to the app store.
    public func dispatch(_ dispatchable: any Dispatchable) {
        store.dispatch(dispatchable)
    }

    /// Dispatches to the app store (the Tempura document's spelling).
    public func dispatch(action: any Dispatchable) {
        store.dispatch(action)
    }

    /// Builds the view model for a new app state; `nil` leaves the view as it is.
    open func makeViewModel(state: V.VM.StateType) -> V.VM? {
        V.VM(state: state)
    }

    private func storeDidChange(_ state: V.VM.StateType) {
        lastState = state
        guard let model = makeViewModel(state: state) else { return }
        viewModel = model
        commitChanges()
    }

    open override func viewWillAppear() {
        if shouldConnectWhenVisible { connected = true }
    }

    open override func viewWillDisappear() {
        if shouldDisconnectWhenInvisible { connected = false }
    }

    isolated deinit {
        unsubscribe?()
    }
}
