import LoomReactive

/// Drives a store with an ``Interactor``: runs each action, cancels by identifier, keeps the hook
/// subscriptions, and stops all of it when the store goes away.
///
/// Actions start in dispatch order. The interactor's `onActionImmediately` handles an action first,
/// inline; only if it leaves the action to `onAction` does the action run as a task, started
/// synchronously (`Task.immediate`), so a case that never suspends has finished when the task
/// returns. Beyond the task (which an `async` function needs and costs about as much as the rest
/// of a dispatch), nothing is spent on a run that does not suspend: no completion unless someone
/// awaits the dispatch, no place in line when nothing runs ahead of it, no record of it running.
/// Only a run that suspended is kept (to cancel it, or to wait for it).
@MainActor
final class InteractorDriver<State: Equatable, Action>: StoreDriver {
    private let runtime: StateRuntime<State>
    let mutatingStore: MutatingStore<State, Action>
    /// Starts the interactor's `onAction` for an action as a task, synchronously, and tells the
    /// driver and the completion when it ended. Made where the interactor's type is known, so the
    /// task calls `onAction` itself rather than through a closure of its own (each async layer
    /// costs a frame and an executor check).
    ///
    /// The task holds the driver strongly, not weakly: a weak capture costs a side-table
    /// reference made, loaded and destroyed per action, where a strong one costs a retain and a
    /// release. Nothing is kept alive that a running task did not keep already: the store does
    /// not belong to the driver (releasing it still stops the driver and cancels the runs), and a
    /// task that ignores its cancellation keeps its interactor and state runtime anyway. A run
    /// still unwinding after the store's release reaches the driver, though, so a stopped driver
    /// drops what is dispatched to it (``isStopped``), as a released one did.
    private let runAction: (Action, MutatingStore<State, Action>, InteractorDriver, Run) -> Task<Void, Never>
    /// The interactor's ``Interactor/onActionImmediately(_:store:)``.
    private let handleImmediately: (Action, MutatingStore<State, Action>) -> ImmediateHandling
    /// How many actions ran as tasks (`onAction`), for tests of the immediate path.
    private(set) var tasksStarted = 0
    /// An action's cancel identifier, read the cheapest way its type allows (see
    /// ``cancelIdentifierReader()``); replaced by "none" after the first action when the action
    /// type is a struct or enum that is not ``CancellableAction``.
    private var cancelIdentifier: (Action) -> String?
    private var checkedActionType = false
    private var hooks: [AnyCancellable] = []
    /// The runs that suspended and have not finished yet.
    private var running: [Int: Task<Void, Never>] = [:]
    private var runIDByCancelIdentifier: [String: Int] = [:]
    private var nextRunID = 0
    /// The run whose task is being started; set to `nil` by that run if it ends before its task
    /// is returned, so it is never recorded as running.
    private var startingRunID: Int?
    /// Whether ``stop()`` ran: actions dispatched since (by a run that outlived its store) are dropped.
    private var isStopped = false
    /// Called with every action as it starts (the test store records them here).
    var onStart: ((Action) -> Void)?

    init<I: Interactor>(runtime: StateRuntime<State>, interactor: I)
    where I.State == State, I.Action == Action {
        self.runtime = runtime
        self.mutatingStore = MutatingStore(runtime: runtime)
        self.runAction = { action, store, driver, run in
            Task.immediate { @MainActor in
                await interactor.onAction(action, store: store)
                driver.runEnded(run)
                run.completion?.finish()
            }
        }
        self.handleImmediately = { action, store in interactor.onActionImmediately(action, store: store) }
        self.cancelIdentifier = Self.cancelIdentifierReader()
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
        enqueue(action, completion: completion)
        return completion
    }

    func send(_ action: Action) {
        enqueue(action, completion: nil)
    }

    /// Starts `action` now when nothing runs ahead of it, otherwise right after what does.
    private func enqueue(_ action: Action, completion: Completion?) {
        guard !isStopped else {
            completion?.finish()
            return
        }
        guard runtime.isIdle else {
            return runtime.perform { [weak self] in
                guard let self, !self.isStopped else {
                    completion?.finish()
                    return
                }
                self.start(action, completion: completion)
            }
        }
        runtime.performNow { start(action, completion: completion) }
    }

    private func start(_ action: Action, completion: Completion?) {
        runtime.logger.action(action)
        onStart?(action)
        let id = nextRunID
        nextRunID += 1
        if !checkedActionType {
            checkedActionType = true
            if Self.neverCancellable(action) { cancelIdentifier = { _ in nil } }
        }
        let identifier = cancelIdentifier(action)
        if let identifier {
            if let previous = runIDByCancelIdentifier[identifier] { running[previous]?.cancel() }
            runIDByCancelIdentifier[identifier] = id
        }
        guard handleImmediately(action, mutatingStore) == .needsOnAction else {
            forgetCancelIdentifier(identifier, of: id)
            completion?.finish()
            return
        }
        tasksStarted += 1
        let outerRunID = startingRunID
        startingRunID = id
        // Starts synchronously, so an action that does not suspend has taken effect on return.
        let task = runAction(action, mutatingStore, self, Run(id: id, cancelIdentifier: identifier, completion: completion))
        let endedAlready = startingRunID == nil
        startingRunID = outerRunID
        if !endedAlready { running[id] = task }
    }

    /// Forgets a run whose task ended (it is not running and no longer cancellable by its identifier).
    private func runEnded(_ run: Run) {
        if startingRunID == run.id {
            startingRunID = nil
        } else {
            running[run.id] = nil
        }
        forgetCancelIdentifier(run.cancelIdentifier, of: run.id)
    }

    /// Unless a later run took `identifier` over, nothing runs under it any more.
    private func forgetCancelIdentifier(_ identifier: String?, of id: Int) {
        if let identifier, runIDByCancelIdentifier[identifier] == id { runIDByCancelIdentifier[identifier] = nil }
    }

    /// What a run's task tells when it ends: which run it was and who awaits it.
    struct Run {
        let id: Int
        let cancelIdentifier: String?
        let completion: Completion?
    }

    /// Returns once every running action (including ones they dispatch) has finished.
    func waitUntilIdle() async {
        while let next = running.values.first {
            await next.value
        }
    }

    func stop() {
        isStopped = true
        for run in running.values { run.cancel() }
        for hook in hooks { hook.cancel() }
        hooks = []
    }
}

extension InteractorDriver {
    /// How to read an action's cancel identifier. For an action type that is
    /// ``CancellableAction`` the conformance is looked up here, once, and every action read
    /// through it. Otherwise each action is asked (a class or an existential action type may hold
    /// values that conform), which costs a dynamic cast per dispatch.
    static func cancelIdentifierReader() -> (Action) -> String? {
        guard let cancellable = Action.self as? any CancellableAction.Type else {
            return { ($0 as? any CancellableAction)?.cancelIdentifier }
        }
        func reader<Cancellable: CancellableAction>(_: Cancellable.Type) -> (Action) -> String? {
            // `Cancellable` is `Action` (it came from `Action.self`), so the cast always succeeds; a
            // conditional cast keeps even an impossible failure from crashing the app.
            { ($0 as? Cancellable)?.cancelIdentifier }
        }
        return reader(cancellable)
    }

    /// Whether no action of this store can have a cancel identifier, judged from the first: its
    /// type is `Action` itself (not a value inside an existential) and a struct or an enum (no
    /// subclass, no wrapped value a cast would unwrap), and that type is not cancellable. Then
    /// the dynamic cast per dispatch is skipped.
    static func neverCancellable(_ action: Action) -> Bool {
        guard !(Action.self is any CancellableAction.Type),
              ObjectIdentifier(type(of: action as Any)) == ObjectIdentifier(Action.self)
        else { return false }
        let style = Mirror(reflecting: action).displayStyle
        return style == .struct || style == .enum
    }
}
