/// A callback through which a machine emits an output.
///
/// It is `@Sendable` because a machine may call it from its own queue, and the runtime carries
/// the value to the parent from there.
public typealias Handler<T> = @Sendable (T) -> Void

/// Anything that takes `Input` from its parent and gives `Output` back: the common ground of
/// ``ChildMachine``, ``ParentMachine`` and ``Machine``.
///
/// The associated types are unconstrained so that generic machines such as
/// `final class Logger<Output>: ChildMachine` can be written; the operators and `~` ask for
/// `Sendable` types where a machine is actually assembled, because values cross queues there.
public protocol MachineType {
    /// What the machine receives from its parent.
    associatedtype Input
    /// What the machine emits to its parent.
    associatedtype Output
}
