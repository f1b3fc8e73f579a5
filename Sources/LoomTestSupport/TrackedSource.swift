import LoomTesting

/// A value held outside any store, read through the public tracking API: what the read-tracking
/// tests render views from and change behind their back.
@MainActor
public final class TrackedSource {
    public let readers = TrackedReaders()
    public var value = 0

    public init() {}

    /// The value, recorded as read by the body running now (if any).
    public func read() -> Int {
        readers.recordRead()
        return value
    }
}
