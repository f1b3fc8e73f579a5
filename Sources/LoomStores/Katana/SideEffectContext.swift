/// What a side effect gets to work with: its dependencies, the current state, and dispatch.
@MainActor
public struct SideEffectContext<StateType: StoreState, Dependencies: SideEffectDependencyContainer> {
    /// The store's dependency container.
    public let dependencies: Dependencies
    private let currentState: () -> StateType?
    private let dispatcher: DispatchableDispatcher

    init(dependencies: Dependencies, currentState: @escaping () -> StateType?, dispatcher: DispatchableDispatcher) {
        self.dependencies = dependencies
        self.currentState = currentState
        self.dispatcher = dispatcher
    }

    /// The state now (it may have changed since the side effect started).
    ///
    /// After the store is released this is the last state the side effect saw, or `init()`.
    public func getState() -> StateType {
        currentState() ?? StateType()
    }

    /// Dispatches without waiting.
    public func dispatch(_ dispatchable: any Dispatchable) {
        dispatcher.send(dispatchable)
    }

    /// Dispatches an updater and returns once it has been applied.
    public func dispatch<Updater: StateUpdater>(_ updater: Updater) async throws {
        _ = try await dispatcher.run(updater)
    }

    /// Dispatches a side effect and returns when it has finished, rethrowing its error.
    public func dispatch<Effect: SideEffect>(_ effect: Effect) async throws {
        _ = try await dispatcher.run(effect)
    }

    /// Dispatches a side effect and returns its result.
    public func dispatch<Effect: ReturningSideEffect>(_ effect: Effect) async throws -> Effect.ReturnValue {
        try await dispatcher.value(of: effect)
    }
}
