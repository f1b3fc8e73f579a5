import LoomReactive
import LoomHost

/// Drives an app store: passes each dispatch through the interceptors, applies state updaters
/// serially in dispatch order and starts side effects, which then run concurrently.
@MainActor
final class DispatchableDriver<State: StoreState>: StoreDriver, DispatchableHandling, _DispatchableHandler {
    typealias Action = any Dispatchable

    private let runtime: StateRuntime<State>
    /// Set once, right after the driver is made when the store builds the container (it needs
    /// the driver's `send`).
    var dependencies: any SideEffectDependencyContainer
    /// The interceptors followed by the store itself; `nil` until `start(interceptors:)`.
    private var chain: StoreInterceptorNext?
    /// Whether the chain has interceptors; without them a dispatch goes straight to `handle`.
    private var isIntercepted = false
    private var effects: [Int: Task<any Sendable, any Error>] = [:]
    private var effectsDoneBeforeRegistering: Set<Int> = []
    private var nextEffectID = 0
    /// The side effect the dispatch now passing through the chain started, for its awaiting caller.
    private var startedEffect: Task<any Sendable, any Error>?
    /// Whether the dispatch passing through the chain now is one nobody awaits: a side effect it
    /// starts reports its own failure. A flag, not the dispatchable: copying an existential in
    /// and out on every dispatch cost a state updater about 650 instructions.
    private var isPassingUnawaited = false

    init(runtime: StateRuntime<State>, dependencies: any SideEffectDependencyContainer) {
        self.runtime = runtime
        self.dependencies = dependencies
    }

    var dispatcher: DispatchableDispatcher { DispatchableDispatcher(handler: self) }

    /// Builds the interceptor chain (first interceptor outermost). Dispatches the interceptors make
    /// while being built (observers' start actions) are queued and run once the chain exists.
    func start(interceptors: [StoreInterceptor]) {
        runtime.perform { [weak self] in
            guard let self else { return }
            let context = InterceptorContext(
                currentState: { [weak runtime] in runtime?.state },
                dispatcher: self.dispatcher
            )
            let terminal: StoreInterceptorNext = { [weak self] in try self?.handle($0) }
            self.chain = interceptors.reversed().reduce(terminal) { next, interceptor in interceptor(context)(next) }
            self.isIntercepted = !interceptors.isEmpty
        }
    }

    // MARK: Dispatching

    func dispatch(_ action: any Dispatchable) -> Completion {
        let completion = Completion()
        perform(action) { [logger = runtime.logger] result in
            Self.reportUnawaited(result, of: action, to: logger, then: completion.finish)
        }
        return completion
    }

    /// Dispatches without waiting. When nothing is queued ahead it passes the chain at once,
    /// with nothing allocated to wait in line: a state updater's change has then taken effect
    /// when this returns, and it keeps its place in dispatch order either way.
    ///
    /// A side effect it starts reports its own failure when it ends (see `track`): nothing waits
    /// for it, where a task of its own used to, one per dispatch.
    func send(_ dispatchable: any Dispatchable) {
        guard runtime.isIdle, chain != nil else {
            return runtime.perform { [weak self, logger = runtime.logger] in
                guard let self else { return Self.report(StoreError.storeReleased, of: dispatchable, to: logger) }
                self.passUnawaited(dispatchable)
            }
        }
        runtime.performNow { passUnawaited(dispatchable) }
    }

    /// Passes a dispatch nobody awaits through the chain now and reports a failure of the chain.
    private func passUnawaited(_ dispatchable: any Dispatchable) {
        let outer = isPassingUnawaited
        isPassingUnawaited = true
        defer { isPassingUnawaited = outer }
        if case let .failure(error) = pass(dispatchable) { Self.report(error, of: dispatchable, to: runtime.logger) }
    }

    /// Reports the failure of a dispatch whose caller waits only for it to be done (not for its
    /// result), waiting first for the side effect it started; then calls `done`.
    private static func reportUnawaited(
        _ result: Result<Task<any Sendable, any Error>?, any Error>,
        of action: any Dispatchable,
        to logger: StoreLogger,
        then done: @escaping @MainActor () -> Void
    ) {
        guard case let .success(effect?) = result else {
            if case let .failure(error) = result { report(error, of: action, to: logger) }
            return done()
        }
        Task { @MainActor in
            if case let .failure(error) = await effect.result { report(error, of: action, to: logger) }
            done()
        }
    }

    /// Reports the error of a dispatch nobody awaits: always when it is misuse (a dispatchable
    /// that does not fit the store), in the debug log otherwise (as an unawaited failure).
    private static func report(_ error: any Error, of action: any Dispatchable, to logger: StoreLogger) {
        if let misuse = error as? StoreError, misuse != .storeReleased {
            RuntimeIssue.printToStandardError(RuntimeIssue("Store: \(misuse)"))
        }
        logger.failure("\(action): \(error)")
    }

    func run(_ dispatchable: any Dispatchable) async throws -> any Sendable {
        let passed = Completion()
        let outcome = Outcome()
        perform(dispatchable) { result in
            outcome.result = result
            passed.finish()
        }
        await passed.wait()
        guard let result = outcome.result else { throw StoreError.storeReleased }
        guard let effect = try result.get() else { return () }
        return try await effect.value
    }

    /// Passes `dispatchable` through the chain in dispatch order and reports what it started.
    private func perform(
        _ dispatchable: any Dispatchable,
        then report: @escaping (Result<Task<any Sendable, any Error>?, any Error>) -> Void
    ) {
        runtime.perform { [weak self] in
            guard let self else { return report(.failure(StoreError.storeReleased)) }
            report(self.pass(dispatchable))
        }
    }

    /// Passes `dispatchable` through the chain now; the side effect it started, if any.
    private func pass(_ dispatchable: any Dispatchable) -> Result<Task<any Sendable, any Error>?, any Error> {
        // Tested rather than bound: binding the chain retained it on every dispatch.
        guard chain != nil else { return .failure(StoreError.storeReleased) }
        startedEffect = nil
        defer { startedEffect = nil }
        // `do`/`catch` rather than `Result { }`: see `withAddresses(of:_:_:)` on closures handed to
        // the standard library.
        do {
            if isIntercepted { try chain?(dispatchable) } else { try handle(dispatchable) }
            return .success(startedEffect)
        } catch {
            return .failure(error)
        }
    }

    /// The end of the chain: applies an updater or starts a side effect.
    private func handle(_ dispatchable: any Dispatchable) throws {
        runtime.logger.action(dispatchable)
        try dispatchable._handle(by: self)
    }

    func handleUpdater<Updater: StateUpdater>(_ updater: Updater) throws {
        // Compared as types rather than cast value by value: the state is copied once, not boxed.
        guard Updater.StateType.self == State.self else { throw mismatch(Updater.self) }
        runtime.updateInPlace { address in
            // The same type under its other name (checked above).
            updater.updatedState(state: &address.assumingMemoryBound(to: Updater.StateType.self).pointee)
        }
    }

    func handleSideEffect<Effect: SideEffect>(_ effect: Effect) throws {
        startedEffect = try start(effect)
    }

    func handleReturningSideEffect<Effect: ReturningSideEffect>(_ effect: Effect) throws {
        startedEffect = try start(effect)
    }

    /// A dispatchable whose `_handle(by:)` is the `Dispatchable` default. That is the case for
    /// none of the three kinds, but also for a type that is one of them only conditionally
    /// (`extension Wrapper: StateUpdater where …`): the witness was fixed by its unconditional
    /// conformance. A cast, done only here, finds those.
    func handleUnknown(_ dispatchable: any Dispatchable) throws {
        if let updater = dispatchable as? any StateUpdater { return try handleUpdater(updater) }
        if let effect = dispatchable as? any SideEffect { return try handleSideEffect(effect) }
        if let effect = dispatchable as? any ReturningSideEffect { return try handleReturningSideEffect(effect) }
        throw StoreError.typeMismatch(
            dispatched: String(describing: type(of: dispatchable)),
            expected: "a StateUpdater, SideEffect or ReturningSideEffect"
        )
    }

    // MARK: Side effects

    private func start<Effect: SideEffect>(_ effect: Effect) throws -> Task<any Sendable, any Error> {
        let context: SideEffectContext<Effect.StateType, Effect.Dependencies> = try makeContext(for: Effect.self)
        return track(effect) { try await effect.sideEffect(context) }
    }

    private func start<Effect: ReturningSideEffect>(_ effect: Effect) throws -> Task<any Sendable, any Error> {
        let context: SideEffectContext<Effect.StateType, Effect.Dependencies> = try makeContext(for: Effect.self)
        return track(effect) { try await effect.sideEffect(context) }
    }

    private func makeContext<S: StoreState, D: SideEffectDependencyContainer>(
        for effect: Any.Type
    ) throws -> SideEffectContext<S, D> {
        guard S.self == State.self, let dependencies = dependencies as? D else { throw mismatch(effect) }
        return SideEffectContext(
            dependencies: dependencies,
            currentState: { [weak runtime] in runtime?.state as? S },
            dispatcher: dispatcher
        )
    }

    /// Starts `work` synchronously up to its first suspension and keeps it cancellable until it ends.
    ///
    /// Started by a dispatch nobody awaits, it reports its failure itself (as a failure of
    /// `effect`) when it ends.
    private func track(
        _ effect: some Dispatchable,
        _ work: @escaping @MainActor () async throws -> any Sendable
    ) -> Task<any Sendable, any Error> {
        let id = nextEffectID
        nextEffectID += 1
        let unawaited: (any Dispatchable)? = isPassingUnawaited ? effect : nil
        let logger = runtime.logger
        let task = Task.immediate { @MainActor [weak self] in
            defer { self?.effectEnded(id) }
            do {
                return try await work()
            } catch {
                if let unawaited { Self.report(error, of: unawaited, to: logger) }
                throw error
            }
        }
        if effectsDoneBeforeRegistering.remove(id) == nil { effects[id] = task }
        return task
    }

    private func effectEnded(_ id: Int) {
        if effects.removeValue(forKey: id) == nil { effectsDoneBeforeRegistering.insert(id) }
    }

    private func mismatch(_ type: Any.Type) -> StoreError {
        .typeMismatch(
            dispatched: String(describing: type),
            expected: "state \(State.self), dependencies \(Swift.type(of: dependencies))"
        )
    }

    func stop() {
        for effect in effects.values { effect.cancel() }
    }
}

/// Carries a dispatch's outcome out of the ordered queue to the task awaiting it.
@MainActor
private final class Outcome {
    var result: Result<Task<any Sendable, any Error>?, any Error>?
}
