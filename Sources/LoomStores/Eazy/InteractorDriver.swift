import LoomReactive

/// Drives a store with an ``Interactor``: runs each action, cancels by identifier, keeps the hook
/// subscriptions, and stops all of it when the store goes away.
///
/// Actions start in dispatch order. The interactor's `onActionImmediately` handles an action first,
/// inline; only if it leaves the action to `onAction` does the action run in a task, synchronously
/// up to its first suspension, so a case that never suspends has finished when the dispatch
/// returns. The task is an ``ActionWorker`` whose last action finished, resumed inside the
/// dispatch, or a new one started with `Task.immediate` when none is parked (the first action, or
/// while the others are suspended). Beyond that, nothing is spent on a run that does not suspend:
/// no completion unless someone awaits the dispatch, no place in line when nothing runs ahead of
/// it, no record of it running. Only a run that suspended is kept (to cancel it, or to wait for it).
@MainActor
final class InteractorDriver<State: Equatable, Action>: StoreDriver {
    private let runtime: StateRuntime<State>
    let mutatingStore: MutatingStore<State, Action>
    /// Starts a worker's task with its first action, synchronously (`Task.immediate`): it runs
    /// the interactor's `onAction`, tells the driver and the completion when the action ended, and
    /// parks for the next (``parkOrEnd(_:)``). Made where the interactor's type is known, so the
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
    private let startWorker: (Started, ActionWorker<Started>, InteractorDriver) -> Task<Void, Never>
    /// The interactor's ``Interactor/onActionImmediately(_:store:)``.
    private let handleImmediately: (Action, MutatingStore<State, Action>) -> ImmediateHandling
    /// How many actions ran as tasks (`onAction`), for tests of the immediate path.
    private(set) var tasksStarted = 0
    /// How many worker tasks were started, and how many are parked now (for tests of reuse).
    private(set) var workersStarted = 0
    var parkedWorkerCount: Int { parkedWorkers.count }
    /// An action's cancel identifier, read the cheapest way its type allows (see
    /// ``cancelIdentifierReader()``); replaced by "none" after the first action when the action
    /// type is a struct or enum that is not ``CancellableAction``.
    private var cancelIdentifier: (Action) -> String?
    private var checkedActionType = false
    private var hooks: [AnyCancellable] = []
    /// The runs that suspended and have not finished yet.
    private var running: [Int: SuspendedRun] = [:]
    /// Workers whose last action ended, parked until the next action (the last one first).
    private var parkedWorkers: [ActionWorker<Started>] = []
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
        let store = mutatingStore
        self.startWorker = { first, worker, driver in
            Task.immediate { @MainActor in
                var started = first
                while true {
                    await interactor.onAction(started.action, store: store)
                    driver.runEnded(started.run)
                    started.run.completion?.finish()
                    guard driver.parkOrEnd(worker) else { return }
                    await WorkerParking.park(worker)
                    guard let next = worker.takeNext() else { return }
                    started = next
                }
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
            if let previous = runIDByCancelIdentifier[identifier] { running[previous]?.task.cancel() }
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
        // Runs synchronously, so an action that does not suspend has taken effect on return.
        let started = Started(action: action, run: Run(id: id, cancelIdentifier: identifier, completion: completion))
        let worker: ActionWorker<Started>
        if let parked = parkedWorkers.popLast() {
            worker = parked
            parked.start(started)
        } else {
            worker = ActionWorker()
            workersStarted += 1
            worker.task = startWorker(started, worker, self)
        }
        let endedAlready = startingRunID == nil
        startingRunID = outerRunID
        if !endedAlready, let task = worker.task { running[id] = SuspendedRun(task: task) }
    }

    /// Whether a worker whose action ended parks for the next one (recorded among the parked
    /// workers, and told to the parking executor, whose hop follows at once), or ends: when the
    /// store stopped, when its action was cancelled (a task stays cancelled), or when enough
    /// workers are parked already.
    private func parkOrEnd(_ worker: ActionWorker<Started>) -> Bool {
        guard !isStopped, !Task.isCancelled, parkedWorkers.count < Self.maximumParkedWorkers else { return false }
        parkedWorkers.append(worker)
        return true
    }

    /// How many workers wait for actions at most: as many as actions suspended at once that ended
    /// since, up to this; beyond it a worker's task ends with its action.
    static var maximumParkedWorkers: Int { 4 }

    /// Forgets a run whose task ended (it is not running and no longer cancellable by its identifier).
    private func runEnded(_ run: Run) {
        if startingRunID == run.id {
            startingRunID = nil
        } else {
            running.removeValue(forKey: run.id)?.ended.finish()
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

    /// What a worker is handed: the action and its run.
    struct Started {
        let action: Action
        let run: Run
    }

    /// A run that suspended: its worker's task (to cancel it) and its end (to wait for it).
    struct SuspendedRun {
        let task: Task<Void, Never>
        let ended = Completion()
    }

    /// Returns once every running action (including ones they dispatch) has finished.
    func waitUntilIdle() async {
        while let next = running.values.first {
            await next.ended.wait()
        }
    }

    func stop() {
        isStopped = true
        for run in running.values { run.task.cancel() }
        let parked = parkedWorkers
        parkedWorkers = []
        for worker in parked { worker.end() }
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
