/// Anything an app store accepts: a ``StateUpdater`` or a side effect.
///
/// Dispatchables are values that may be created on any task and sent to the store, hence `Sendable`.
public protocol Dispatchable: Sendable {
    /// Hands the dispatchable to the store as what it is. Supplied by ``StateUpdater``,
    /// ``SideEffect`` and ``ReturningSideEffect``; not for apps to implement.
    ///
    /// Asking each dispatch "are you an updater?" with a dynamic cast cost more than applying
    /// the updater; a protocol requirement answers with one call.
    @MainActor func _handle(by handler: some _DispatchableHandler) throws
}

/// What an app store does with each kind of dispatchable (see ``Dispatchable/_handle(by:)``).
@MainActor
public protocol _DispatchableHandler {
    func handleUpdater<Updater: StateUpdater>(_ updater: Updater) throws
    func handleSideEffect<Effect: SideEffect>(_ effect: Effect) throws
    func handleReturningSideEffect<Effect: ReturningSideEffect>(_ effect: Effect) throws
    /// A dispatchable of none of the three kinds.
    func handleUnknown(_ dispatchable: any Dispatchable) throws
}

extension Dispatchable {
    @MainActor public func _handle(by handler: some _DispatchableHandler) throws {
        try handler.handleUnknown(self)
    }
}

extension StateUpdater {
    @MainActor public func _handle(by handler: some _DispatchableHandler) throws {
        try handler.handleUpdater(self)
    }
}

extension SideEffect {
    @MainActor public func _handle(by handler: some _DispatchableHandler) throws {
        try handler.handleSideEffect(self)
    }
}

extension ReturningSideEffect {
    @MainActor public func _handle(by handler: some _DispatchableHandler) throws {
        try handler.handleReturningSideEffect(self)
    }
}

/// The state of an app store: one value for the whole app, with a starting value from `init()`.
///
/// Called `StoreState` rather than the seed's `State`, which in Loom is the view property wrapper.
public protocol StoreState: Equatable {
    /// The app's state at launch.
    init()
}

/// An action that changes the app state, synchronously and purely.
///
/// ```swift
/// struct IncrementCounter: StateUpdater {
///     func updatedState(state: inout CounterState) { state.counter += 1 }
/// }
/// ```
/// Apps usually declare `protocol AppAction: StateUpdater where StateType == AppState {}` once.
public protocol StateUpdater: Dispatchable {
    /// The state this updater applies to.
    associatedtype StateType: StoreState
    /// Changes `state` in place.
    func updatedState(state: inout StateType)
}

/// Asynchronous work started by a dispatch: it reads the state, uses dependencies and dispatches
/// further actions through its context. Side effects run concurrently with each other.
///
/// ```swift
/// struct LoadTodos: SideEffect {
///     func sideEffect(_ context: SideEffectContext<AppState, AppDependencies>) async throws {
///         let todos = try await context.dependencies.api.todos()
///         try await context.dispatch(SetTodos(todos: todos))
///     }
/// }
/// ```
/// An error it throws reaches whoever awaits its dispatch.
public protocol SideEffect: Dispatchable {
    /// The app state the side effect reads.
    associatedtype StateType: StoreState
    /// The dependency container it uses.
    associatedtype Dependencies: SideEffectDependencyContainer
    /// Performs the work.
    @MainActor func sideEffect(_ context: SideEffectContext<StateType, Dependencies>) async throws
}

/// A side effect that produces a value for whoever awaits its dispatch.
///
/// ```swift
/// let user = try await store.dispatch(FetchUser(id: 7))
/// ```
public protocol ReturningSideEffect: Dispatchable {
    /// The app state the side effect reads.
    associatedtype StateType: StoreState
    /// The dependency container it uses.
    associatedtype Dependencies: SideEffectDependencyContainer
    /// What the side effect produces.
    associatedtype ReturnValue: Sendable
    /// Performs the work and returns its result.
    @MainActor func sideEffect(_ context: SideEffectContext<StateType, Dependencies>) async throws -> ReturnValue
}

/// Dispatches to the store a dependency container was built for, without waiting: Katana's
/// `AnyDispatch`. (Katana's returns a promise; await a dispatch through a side effect's context
/// or the store instead.)
public typealias AnyDispatch = @MainActor (_ dispatchable: any Dispatchable) -> Void

/// The state of the store a dependency container was built for: Katana's `GetState`.
public typealias GetState = @MainActor () -> any StoreState

/// The dependencies side effects use (API clients, clocks, storage), created once per store.
///
/// The store builds its container with its own `dispatch` and state getter, so a dependency can
/// dispatch (a socket client turning messages into actions) or read the state (a logger):
/// ```swift
/// final class AppDependencies: SideEffectDependencyContainer {
///     let socket: SocketClient
///     init(dispatch: @escaping AnyDispatch, getState: @escaping GetState) {
///         socket = SocketClient(onMessage: { dispatch(Received(message: $0)) })
///     }
/// }
/// let store = AppStore<AppState>(middleware: [], dependencies: AppDependencies.self)
/// ```
/// Tests may pass a container instance to the store instead. Main-actor isolated like the store
/// and its side effects, so a container may be a plain class.
@MainActor
public protocol SideEffectDependencyContainer {
    /// The live dependencies of the store whose `dispatch` and state getter are given.
    ///
    /// Both stay safe to call after the store is released: `dispatch` then does nothing and
    /// `getState` returns the last state the store had.
    init(dispatch: @escaping AnyDispatch, getState: @escaping GetState)
}

/// A container with no dependencies, for stores whose side effects need none.
public struct EmptySideEffectDependencyContainer: SideEffectDependencyContainer, Sendable {
    /// Creates the empty container.
    public init() {}

    /// Creates the empty container (it needs nothing from the store).
    public init(dispatch: @escaping AnyDispatch, getState: @escaping GetState) {}
}
