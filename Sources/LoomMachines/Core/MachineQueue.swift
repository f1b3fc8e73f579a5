/// Where a ``ChildMachine`` processes its inputs.
///
/// Whichever is chosen, inputs to one machine are processed one at a time, in the order they
/// were sent.
public enum MachineQueue: Sendable, Hashable {
    /// On the main queue, where the main actor runs.
    case main
    /// On a serial queue of the machine's own, off the main thread: for a
    /// ``ConcurrentChildMachine``. A main-actor ``ChildMachine`` processes on the main actor.
    case new
}
