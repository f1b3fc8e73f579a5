import Foundation

/// A value guarded by a lock: the runtime's only tool for state touched from several queues.
///
/// `@unchecked Sendable`: every access to `value` goes through `withLock`, which holds `lock`
/// for the whole access, so no two threads ever touch it at once.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. `body` must not call out to code that
    /// could come back to this lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
