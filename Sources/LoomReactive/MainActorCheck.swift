import Dispatch
import Foundation

/// Tells whether code is running on the main actor, without trapping when it is not.
///
/// Combine sinks and Observation change handlers run synchronously on whichever thread made the
/// change. When that is the main actor, Loom handles the change at once (so a test can write a
/// model and rebuild in the same breath); otherwise it hops. `Thread.isMainThread` is not the
/// right question: the main actor runs its jobs on the main dispatch queue, which test runners
/// may drain from another thread. So the main queue carries a marker, and this looks for it.
public enum MainActorCheck {
    /// Whether the caller is running on the main actor (the main queue or the main thread).
    public static var isOnMainActor: Bool {
        _ = markerInstalled
        return Thread.isMainThread || DispatchQueue.getSpecific(key: marker) != nil
    }

    /// The key of the marker; Dispatch synchronises lookups.
    private static let marker = DispatchSpecificKey<UInt8>()

    private static let markerInstalled: Bool = {
        DispatchQueue.main.setSpecific(key: marker, value: 1)
        return true
    }()
}
