/// The rest of the interceptor chain (ending in the store itself), as seen by one interceptor.
public typealias StoreInterceptorNext = @MainActor (_ dispatchable: any Dispatchable) throws -> Void

/// Code that sees every dispatch before the store does, in the order interceptors were given.
///
/// An interceptor calls `next` to let the dispatch through, calls it with another dispatchable to
/// replace it, or returns (or throws) without calling it to block it. A thrown error reaches
/// whoever awaits the dispatch.
///
/// ```swift
/// let logging: StoreInterceptor = { context in { next in { dispatchable in
///     print("dispatching", dispatchable)
///     try next(dispatchable)
/// } } }
/// ```
public typealias StoreInterceptor = @MainActor (_ context: InterceptorContext) -> (_ next: @escaping StoreInterceptorNext) -> StoreInterceptorNext

/// What an interceptor can do besides passing a dispatch on: read the state and dispatch.
@MainActor
public struct InterceptorContext {
    private let currentState: () -> (any StoreState)?
    private let dispatcher: DispatchableDispatcher

    init(currentState: @escaping () -> (any StoreState)?, dispatcher: DispatchableDispatcher) {
        self.currentState = currentState
        self.dispatcher = dispatcher
    }

    /// The store's state now, or `nil` once the store is released.
    public func getAnyState() -> (any StoreState)? {
        currentState()
    }

    /// The store's state as `S`, or `nil` if it is of another type or the store is released.
    public func getState<S: StoreState>(_ type: S.Type = S.self) -> S? {
        currentState() as? S
    }

    /// Dispatches through the whole chain, after the dispatch now being intercepted.
    public func dispatch(_ dispatchable: any Dispatchable) {
        dispatcher.send(dispatchable)
    }
}
