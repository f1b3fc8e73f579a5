/// What an app store's driver offers to side effects and interceptors, without its state type.
@MainActor
protocol DispatchableHandling: AnyObject {
    /// Dispatches in order, without waiting.
    func send(_ dispatchable: any Dispatchable)
    /// Dispatches in order and returns once it has taken effect (a side effect's result, if any).
    func run(_ dispatchable: any Dispatchable) async throws -> any Sendable
}

/// A weak handle on an app store's driver, so side effects and interceptors that outlive the store
/// neither keep it alive nor crash: their dispatches then fail with ``StoreError/storeReleased``.
@MainActor
struct DispatchableDispatcher {
    weak var handler: (any DispatchableHandling)?

    func send(_ dispatchable: any Dispatchable) {
        handler?.send(dispatchable)
    }

    func run(_ dispatchable: any Dispatchable) async throws -> any Sendable {
        guard let handler else { throw StoreError.storeReleased }
        return try await handler.run(dispatchable)
    }

    func value<Effect: ReturningSideEffect>(of effect: Effect) async throws -> Effect.ReturnValue {
        guard let value = try await run(effect) as? Effect.ReturnValue else {
            throw StoreError.replacedByInterceptor(String(describing: Effect.self))
        }
        return value
    }
}
