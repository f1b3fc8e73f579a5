import Foundation

/// Collects values from any thread and lets a test await them without sleeping.
final class Recorder<Value: Sendable>: Sendable {
    private struct Waiter {
        let count: Int
        let continuation: CheckedContinuation<[Value], Never>
    }

    private struct State {
        var values: [Value] = []
        var waiters: [Waiter] = []
    }

    private let lock = NSLock()
    /// Guarded by `lock`; `nonisolated(unsafe)` because `NSLock` cannot tell the compiler so.
    private nonisolated(unsafe) var state = State()

    /// Everything recorded so far.
    var values: [Value] {
        lock.withLock { state.values }
    }

    func record(_ value: Value) {
        let ready: [(CheckedContinuation<[Value], Never>, [Value])] = lock.withLock {
            state.values.append(value)
            let values = state.values
            let (done, waiting) = state.waiters.partitioned { $0.count <= values.count }
            state.waiters = waiting
            return done.map { ($0.continuation, Array(values.prefix($0.count))) }
        }
        for (continuation, values) in ready {
            continuation.resume(returning: values)
        }
    }

    /// The first `count` values, once that many have been recorded.
    func first(_ count: Int) async -> [Value] {
        await withCheckedContinuation { continuation in
            let values: [Value]? = lock.withLock {
                if state.values.count >= count { return Array(state.values.prefix(count)) }
                state.waiters.append(Waiter(count: count, continuation: continuation))
                return nil
            }
            if let values { continuation.resume(returning: values) }
        }
    }
}

extension Array {
    fileprivate func partitioned(by isDone: (Element) -> Bool) -> ([Element], [Element]) {
        (filter(isDone), filter { !isDone($0) })
    }
}
