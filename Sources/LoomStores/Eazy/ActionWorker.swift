import Dispatch

/// A task that runs `onAction` for one action after another, so that an action that reaches
/// `onAction` costs no task of its own (creating, starting, completing and freeing a task was
/// most of such a dispatch: about 5,000 instructions, against about 1,000 for resuming a worker).
///
/// Between actions the worker is parked: its task has hopped onto ``WorkerParking``, whose
/// executor keeps the job instead of running it (``held``). The next dispatch hands the worker its
/// action (``next``) and runs that job at once, on the main actor, inside the dispatch: the worker
/// leaves the parking actor for the main actor, where it already is (no hop), and runs `onAction`
/// synchronously up to its first suspension, like a task started with `Task.immediate`.
///
/// `@unchecked Sendable`: both fields are read and written only on the main actor (by the driver,
/// and by the parking executor's `enqueue`, which only main-actor code reaches: a worker parks
/// from its main-actor loop).
class ParkedWorker: @unchecked Sendable {
    /// The parked task's job, run once to resume it; `nil` while the worker runs an action.
    var held: UnownedJob?

    /// Resumes the parked task on the main actor, now: it runs until it parks again, suspends
    /// in `onAction`, or ends.
    @MainActor
    func resume() {
        guard let job = held else { return }
        held = nil
        job.runSynchronously(on: MainActor.sharedUnownedExecutor)
    }
}

/// A ``ParkedWorker`` of one driver: the action it runs next, or `nil` to end.
final class ActionWorker<Next>: ParkedWorker, @unchecked Sendable {
    /// What the resumed worker runs; `nil` ends its loop (the store stopped, the pool is full).
    var next: Next?
    /// The worker's task, to cancel the action it runs.
    var task: Task<Void, Never>?

    /// Takes the action handed over by ``start(_:)``.
    func takeNext() -> Next? {
        defer { next = nil }
        return next
    }

    /// Runs `next` in the parked worker (see ``ParkedWorker/resume()``).
    @MainActor
    func start(_ next: Next) {
        self.next = next
        resume()
    }

    /// Ends a parked worker's task.
    @MainActor
    func end() {
        next = nil
        resume()
    }
}

/// Where workers park: an actor whose executor holds each job enqueued on it (the hop of a
/// worker that parks) in that worker, until a dispatch resumes it.
actor WorkerParking {
    static let shared = WorkerParking()

    nonisolated let jobs = HeldJobs()

    nonisolated var unownedExecutor: UnownedSerialExecutor { jobs.asUnownedSerialExecutor() }

    /// How many times a worker parked. Touching the actor's state is what makes `park()` hop onto
    /// its executor: the optimizer drops the hop into an actor function that touches nothing.
    private var parks = 0

    /// Parks `worker` (the current task) until ``ParkedWorker/resume()``; call from the main actor.
    @MainActor
    static func park(_ worker: ParkedWorker) async {
        shared.jobs.parking = worker
        await shared.park()
    }

    private func park() {
        parks &+= 1
    }
}

/// The executor of ``WorkerParking``: keeps the hop of the worker that is parking.
///
/// `@unchecked Sendable`: ``parking`` is set on the main actor right before the worker's hop, and
/// `enqueue` runs inside that hop, on the same thread.
final class HeldJobs: SerialExecutor, @unchecked Sendable {
    /// The worker whose hop comes next.
    var parking: ParkedWorker?

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        guard let worker = parking else {
            // Not a worker's park (nothing else runs on this actor): run it as main-actor work,
            // which every job here is.
            DispatchQueue.main.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
            return
        }
        parking = nil
        worker.held = job
    }

    /// Code on the parking actor runs on the main actor only.
    func checkIsolated() {
        MainActor.preconditionIsolated()
    }
}
