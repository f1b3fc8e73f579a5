import Foundation

/// A value guarded by a lock, for state touched from several threads (the machines' runtime,
/// LoomData's open stores and change channel). An `NSLock`, not `Synchronization.Mutex`:
/// on Linux `Mutex` waits on a futex that ThreadSanitizer cannot see, so every access
/// under it is reported as a race; a pthread mutex it understands.
///
/// `@unchecked Sendable`: every access to `value` goes through `withLock`, which holds `lock`
/// for the whole access, so no two threads ever touch it at once.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. `body` must not call out to code that
    /// could come back to this lock.
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
