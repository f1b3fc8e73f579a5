/// Called after every state change with the state before and after it.
public typealias StoreListener<State> = @MainActor (_ oldState: State, _ newState: State) -> Void

/// Stops the listener it was returned for.
public typealias StoreUnsubscribe = @MainActor () -> Void

extension Store {
    /// Calls `listener` with the old and new state after every change, in change order, until the
    /// returned closure is called.
    ///
    /// ```swift
    /// let unsubscribe = store.addListener { old, new in print(old.counter, "→", new.counter) }
    /// ```
    public func addListener(_ listener: @escaping StoreListener<State>) -> StoreUnsubscribe {
        runtime.addListener { listener($0.old, $0.new) }.remove
    }
}
