import LoomReactive

/// The store as an interactor sees it: state readable and writable field by field, state
/// publishers for hooks, and dispatch of further actions.
///
/// ```swift
/// store.messagesState = .loading
/// let draft = store.newMessageString
/// store.dispatch(.getMessages)
/// ```
///
/// Each write applies at once and is one state change for observers and the debug log.
/// It stays valid after the ``Store`` is released (writes still apply; dispatches are dropped),
/// so a late callback cannot crash.
@MainActor
@dynamicMemberLookup
public final class MutatingStore<State: Equatable, Action> {
    let runtime: StateRuntime<State>
    weak var driver: (any StoreDriver<Action>)?

    init(runtime: StateRuntime<State>) {
        self.runtime = runtime
    }

    /// The whole state.
    public var state: State {
        get { runtime.state }
        set { runtime.commit(newValue) }
    }

    /// One field of the state, readable and writable.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get { runtime.state[keyPath: keyPath] }
        set { runtime.update { $0[keyPath: keyPath] = newValue } }
    }

    /// One read-only field of the state.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        runtime.state[keyPath: keyPath]
    }

    /// Publishers of single fields, for hooks: `store.publisher.text`.
    public var publisher: StatePublisher<State> {
        StatePublisher(runtime: runtime)
    }

    /// Makes `store.publisher` subscribers of `keyPath` emit its current value although unchanged.
    public func forceUpdate<Value>(_ keyPath: KeyPath<State, Value>) {
        runtime.forceUpdate(keyPath)
    }

    /// Dispatches another action without waiting for it.
    public func dispatch(_ action: Action) {
        driver?.send(action)
    }

    /// Dispatches another action and returns when its work is done.
    public func dispatch(_ action: Action) async {
        await driver?.dispatch(action).wait()
    }
}
