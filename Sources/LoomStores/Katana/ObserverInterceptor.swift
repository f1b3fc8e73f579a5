/// An interceptor that dispatches actions in reaction to the store: when it starts, when the
/// state changes in a way you describe, or when a given type of dispatchable went through.
///
/// ```swift
/// let observer = ObserverInterceptor.observe([
///     .onStart([LoadSettings.self]),
///     .whenStateChange({ old, new in (old as? AppState)?.user != (new as? AppState)?.user }, [SyncUser.self]),
///     .onDispatch(Logout.self, [ClearCache.self]),
/// ])
/// let store = Store<AppState, any Dispatchable>(interceptors: [observer], dependencies: AppDependencies())
/// ```
/// The reactions are dispatched after the dispatch that caused them, in the order listed.
public enum ObserverInterceptor {
    /// One thing to observe and the dispatchables to create when it happens.
    public enum ObserverType {
        /// Dispatch these when the store starts.
        case onStart([any OnStartObserverDispatchable.Type])
        /// Dispatch these (each may decline) after a dispatch for which `changed(old, new)` is true.
        case whenStateChange(
            _ changed: @MainActor (_ oldState: any StoreState, _ newState: any StoreState) -> Bool,
            [any StateObserverDispatchable.Type]
        )
        /// Dispatch these (each may decline) after a dispatchable of the given type went through.
        case onDispatch(any Dispatchable.Type, [any DispatchObserverDispatchable.Type])
    }

    /// The interceptor observing `items`.
    @MainActor
    public static func observe(_ items: [ObserverType]) -> StoreInterceptor {
        { context in
            for case let .onStart(types) in items {
                for type in types { context.dispatch(type.init()) }
            }
            return { next in
                { dispatchable in
                    let old = context.getAnyState()
                    try next(dispatchable)
                    guard let old, let new = context.getAnyState() else { return }
                    for item in items {
                        for reaction in reactions(to: item, dispatchable: dispatchable, old: old, new: new) {
                            context.dispatch(reaction)
                        }
                    }
                }
            }
        }
    }

    @MainActor
    private static func reactions(
        to item: ObserverType,
        dispatchable: any Dispatchable,
        old: any StoreState,
        new: any StoreState
    ) -> [any Dispatchable] {
        switch item {
        case .onStart:
            return []
        case let .whenStateChange(changed, types):
            guard changed(old, new) else { return [] }
            return types.compactMap { $0.init(prevState: old, currentState: new) }
        case let .onDispatch(observed, types):
            guard ObjectIdentifier(type(of: dispatchable)) == ObjectIdentifier(observed) else { return [] }
            return types.compactMap { $0.init(dispatchedItem: dispatchable, prevState: old, currentState: new) }
        }
    }
}

/// A dispatchable an ``ObserverInterceptor`` creates when the store starts.
public protocol OnStartObserverDispatchable: Dispatchable {
    /// Creates the dispatchable.
    init()
}

/// A dispatchable an ``ObserverInterceptor`` creates after a state change; `nil` declines.
public protocol StateObserverDispatchable: Dispatchable {
    /// Creates the dispatchable for the change from `prevState` to `currentState`, or declines.
    init?(prevState: any StoreState, currentState: any StoreState)
}

/// A dispatchable an ``ObserverInterceptor`` creates after another was dispatched; `nil` declines.
public protocol DispatchObserverDispatchable: Dispatchable {
    /// Creates the dispatchable in reaction to `dispatchedItem`, or declines.
    init?(dispatchedItem: any Dispatchable, prevState: any StoreState, currentState: any StoreState)
}
