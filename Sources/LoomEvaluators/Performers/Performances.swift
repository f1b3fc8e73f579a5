/// The async work an evaluator has handed to its performers, kept so it can be awaited and
/// cancelled.
///
/// A performer (networking, storage) sits behind a protocol so tests can swap in a mock; the
/// evaluator starts each call here and sets a step when it returns. The work is cancelled when
/// the evaluator (and with it this object) goes away, and tests await ``waitUntilIdle()``
/// instead of sleeping:
///
/// ```swift
/// performances.run { [weak self, performer] in
///     let result = await performer.logIn(username: name, password: password)
///     self?.finishLogIn(result)
/// }
/// ```
@MainActor
public final class Performances {
    private var running: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

    /// Creates an empty set of performances.
    public init() {}

    deinit {
        for task in running.values {
            task.cancel()
        }
    }

    /// How many performances are still running.
    public var count: Int { running.count }

    /// Starts `work` on the main actor; it is forgotten when it finishes.
    public func run(_ work: @escaping @MainActor () async -> Void) {
        let id = nextID
        nextID += 1
        running[id] = Task { [weak self] in
            await work()
            self?.running[id] = nil
        }
    }

    /// Cancels every running performance.
    public func cancelAll() {
        for task in running.values {
            task.cancel()
        }
    }

    /// Returns once every performance, including any started meanwhile, has finished.
    public func waitUntilIdle() async {
        while let (id, task) = running.first {
            await task.value
            running[id] = nil
        }
    }
}
