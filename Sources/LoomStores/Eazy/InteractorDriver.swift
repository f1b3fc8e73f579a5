import LoomReactive

/// Drives a store with an ``Interactor``: runs each action as a task, cancels by identifier,
/// keeps the hook subscriptions, and stops all of it when the store goes away.
@MainActor
final class InteractorDriver<State: Equatable, Action>: StoreDriver {
    private let runtime: StateRuntime<State>
    let mutatingStore: MutatingStore<State, Action>
    private let onAction: @MainActor (Action, MutatingStore<State, Action>) async -> Void
    private var hooks: [AnyCancellable] = []
    private var running: [Int: (task: Task<Void, Never>, completion: Completion)] = [:]
    private var runIDByCancelIdentifier: [String: Int] = [:]
    private var nextRunID = 0
    /// Called with every action as it starts (the test store records them here).
    var onStart: ((Action) -> Void)?

    init<I: Interactor>(runtime: StateRuntime<State>, interactor: I)
    where I.State == State, I.Action == Action {
        self.runtime = runtime
        self.mutatingStore = MutatingStore(runtime: runtime)
        self.onAction = { action, store in await interactor.onAction(action, store: store) }
        mutatingStore.driver = self
    }

    /// Subscribes the interactor's hooks (all cases, or only `only`), each inside a scope naming it.
    func setUpHooks<I: Interactor>(of interactor: I, only: [I.Hook]? = nil)
    where I.State == State, I.Action == Action {
        for hook in only ?? Array(I.Hook.allCases) {
            let scope = HookScope(name: String(describing: hook), logger: runtime.logger)
            let subscription = HookScope.$current.withValue(scope) {
                interactor.publisher(for: hook, store: mutatingStore)
            }
            hooks.append(subscription)
        }
    }

    func dispatch(_ action: Action) -> Completion {
        let completion = Completion()
        runtime.perform { [weak self] in
            guard let self else { return completion.finish() }
            self.start(action, completion: completion)
        }
        return completion
    }

    func send(_ action: Action) {
        _ = dispatch(action)
    }

    private func start(_ action: Action, completion: Completion) {
        runtime.logger.action(action)
        onStart?(action)
        let id = nextRunID
        nextRunID += 1
        if let identifier = (action as? any CancellableAction)?.cancelIdentifier {
            if let previous = runIDByCancelIdentifier[identifier] { running[previous]?.task.cancel() }
            runIDByCancelIdentifier[identifier] = id
        }
        let onAction = self.onAction
        let store = mutatingStore
        // Starts synchronously, so an action that does not suspend has taken effect on return.
        let task = Task.immediate { @MainActor [weak self] in
            await onAction(action, store)
            self?.finish(id)
            completion.finish()
        }
        if !completion.isFinished { running[id] = (task, completion) }
    }

    private func finish(_ id: Int) {
        running[id] = nil
        runIDByCancelIdentifier = runIDByCancelIdentifier.filter { $0.value != id }
    }

    /// Returns once every running action (including ones they dispatch) has finished.
    func waitUntilIdle() async {
        while let next = running.values.first {
            await next.completion.wait()
        }
    }

    func stop() {
        for run in running.values { run.task.cancel() }
        for hook in hooks { hook.cancel() }
        hooks = []
    }
}
