import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Tells whether code is running on the main actor, without trapping when it is not.
///
/// Combine sinks and Observation change handlers run synchronously on whichever thread made the
/// change. When that is the main actor, Loom handles the change at once (so a test can write a
/// model and rebuild in the same breath); otherwise it hops. `Thread.isMainThread` is not the
/// whole answer: the main actor runs its jobs on the main dispatch queue, which test runners
/// may drain from another thread. So the main queue carries a marker, and this looks for it.
public enum MainActorCheck {
    /// Whether the caller is running on the main actor (the main thread or the main queue).
    public static var isOnMainActor: Bool {
        _ = markerInstalled
        return ThreadRole.isMainThread || DispatchQueue.getSpecific(key: marker) != nil
    }

    /// The key of the marker; Dispatch synchronises lookups.
    private static let marker = DispatchSpecificKey<UInt8>()

    private static let markerInstalled: Bool = {
        DispatchQueue.main.setSpecific(key: marker, value: 1)
        return true
    }()
}

/// Whether the current thread is the main thread, remembered per thread.
///
/// On Linux `Thread.isMainThread` makes two system calls (`gettid` and `getpid`) every time, and
/// every Observation change handler asks. A thread never changes role, so the answer is kept in
/// a thread-specific slot after the first question.
enum ThreadRole {
    #if canImport(Glibc) || canImport(Musl)
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The slot holds 1 for the main thread and 2 for any other (only the bit pattern is used).
    static var isMainThread: Bool {
        if let known = pthread_getspecific(key) { return Int(bitPattern: known) == 1 }
        let isMain = Thread.isMainThread
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
        return isMain
    }
    #else
    static var isMainThread: Bool { Thread.isMainThread }
    #endif
}
