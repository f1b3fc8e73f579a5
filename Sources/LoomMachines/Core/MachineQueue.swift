/// Where a ``ChildMachine`` processes its inputs.
///
/// Whichever is chosen, inputs to one machine are processed one at a time, in the order they
/// were sent.
public enum MachineQueue: Sendable, Hashable {
    /// On the main queue, so `process(input:callback:)` may touch main-actor state through
    /// `MainActor.assumeIsolated`.
    case main
    /// On a serial queue of the machine's own, off the main thread.
    case new
}
