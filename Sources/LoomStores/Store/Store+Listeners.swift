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

extension Store {
    /// Calls `listener` with the old and new state after each change to one of the given fields,
    /// in change order, until the returned closure is called; changes to other fields do not call
    /// it (and cost it nothing).
    ///
    /// ```swift
    /// let unsubscribe = store.addListener(of: \.user, \.settings) { old, new in sync(new.user, new.settings) }
    /// ```
    ///
    /// A field is compared the way a view's read of it is (in place, by `==` when its type is
    /// `Equatable`; a field that cannot be compared counts as changed with every change). Listeners
    /// of fields and of the whole state are called together, in the order they were added. The
    /// listener is labelled (`listener:`) because it follows the list of key paths; as a trailing
    /// closure it needs no label.
    public func addListener<each Value>(
        of keyPaths: repeat KeyPath<State, each Value>,
        listener: @escaping StoreListener<State>
    ) -> StoreUnsubscribe {
        var fields: [Int] = []
        for keyPath in repeat each keyPaths { fields.append(runtime.fieldIndex(keyPath)) }
        return runtime.addListener(fields: fields) { listener($0.old, $0.new) }.remove
    }
}

extension Store {
    /// ``addListener(of:listener:)`` for fields listed at run time (a screen's view model names
    /// the fields it reads, say): called after each change to one of `keyPaths`.
    ///
    /// ```swift
    /// let fields: [PartialKeyPath<AppState>] = [\.user, \.settings]
    /// let unsubscribe = store.addListener(of: fields) { old, new in sync(new.user, new.settings) }
    /// ```
    public func addListener(of keyPaths: [PartialKeyPath<State>], listener: @escaping StoreListener<State>) -> StoreUnsubscribe {
        var fields: [Int] = []
        for keyPath in keyPaths {
            // A key path that cannot be followed as a field: listen to every change, which
            // calls the listener too often but never misses a change of it.
            guard let field = runtime.fieldIndex(erased: keyPath) else { return addListener(listener) }
            fields.append(field)
        }
        return runtime.addListener(fields: fields) { listener($0.old, $0.new) }.remove
    }
}
