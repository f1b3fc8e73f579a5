import LoomReactive

/// A store of state that views observe and actions change.
///
/// One type serves both store styles Loom supports:
/// - a feature store driven by an ``Interactor`` (`Store(state:interactor:)`), where `Action` is
///   the feature's action enum;
/// - an app-wide store driven by state updaters and side effects
///   (`Store<AppState, any Dispatchable>(interceptors:dependencies:)`).
///
/// ```swift
/// let store = Store(state: ChatState(), interactor: ChatInteractor(service: .live))
/// store.dispatch(.getMessages)          // fire and forget
/// await store.dispatch(.getMessages)    // returns when the action's work is done
/// print(store.messagesState)            // fields by dynamic member
/// ```
///
/// Views that read a field (`store.messagesState`) re-render only when that field changes: reads go
/// through Swift Observation, one observed key path per field. Releasing the store cancels its
/// hooks, running actions and side effects.
@MainActor
@dynamicMemberLookup
public final class Store<State: Equatable, Action> {
    let runtime: StateRuntime<State>
    let driver: any StoreDriver<Action>

    init(runtime: StateRuntime<State>, driver: any StoreDriver<Action>) {
        self.runtime = runtime
        self.driver = driver
    }

    isolated deinit {
        driver.stop()
    }

    /// The current state; reading it in a view observes every field.
    public var state: State { runtime.observedState }

    /// One field of the state; reading it in a view observes that field only.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        runtime.read(keyPath)
    }

    /// Dispatches `action` without waiting for its work.
    ///
    /// Disfavoured so that the app-store overloads for updaters and side effects (which can throw
    /// and return values) win where they apply; for a feature store it is the only candidate.
    @_disfavoredOverload
    public func dispatch(_ action: Action) {
        driver.send(action)
    }

    /// Dispatches `action` and returns when its work is done (for an interactor: when
    /// `onAction` returns; for an updater: once it has been applied).
    @_disfavoredOverload
    public func dispatch(_ action: Action) async {
        await driver.dispatch(action).wait()
    }

    /// Publishers of single fields: `store.publisher.text` emits when `text` changes.
    public var publisher: StatePublisher<State> {
        StatePublisher(runtime: runtime)
    }

    /// Makes `store.publisher` subscribers of `keyPath` emit its current value although unchanged.
    public func forceUpdate<Value>(_ keyPath: KeyPath<State, Value>) {
        runtime.forceUpdate(keyPath)
    }
}
