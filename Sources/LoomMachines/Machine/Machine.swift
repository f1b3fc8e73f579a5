/// A type-erased machine: what operators take and return, and what a parent holds as its child.
///
/// Make one from any child or parent machine with the prefix `~`, or from an operator:
///
/// ```swift
/// let display: Machine<Int, Void> = ~Logger<Void>()
///     .inward { .set("\($0)") }
/// ```
///
/// Two machines are equal when they are the same machine: the same instance of a class-based
/// child or parent, or the same `Machine` value. That is what `merge` uses to run an instance
/// listed twice only once, and what ``ConnectableMachine`` uses to keep machines across a reduce.
public final class Machine<Input: Sendable, Output: Sendable>: MachineType, Sendable {
    let identity: MachineIdentity
    /// Starts the machine under the context's token and returns where its inputs go.
    let start: @Sendable (MachineContext<Output>) -> RunningMachine<Input>

    init(
        identity: MachineIdentity = MachineIdentity(),
        start: @escaping @Sendable (MachineContext<Output>) -> RunningMachine<Input>
    ) {
        self.identity = identity
        self.start = start
    }
}

extension Machine: Hashable {
    /// Whether both are the same machine (see ``Machine``).
    public static func == (lhs: Machine, rhs: Machine) -> Bool {
        lhs.identity == rhs.identity
    }

    /// Hashes the machine's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }
}

/// Type-erases a child machine: `~Logger()`. On the main actor, where machines are assembled.
@MainActor
public prefix func ~ <Child: ChildMachine>(child: Child) -> Machine<Child.Input, Child.Output>
where Child.Input: Sendable, Child.Output: Sendable {
    child.machine
}

/// Type-erases a parent machine: `~Display()`. On the main actor, where machines are assembled.
@MainActor
public prefix func ~ <Parent: ParentMachine>(parent: Parent) -> Machine<Parent.Input, Parent.Output> {
    parent.machine
}

/// A machine is already type-erased: `~machine` is `machine` itself.
public prefix func ~ <Input, Output>(machine: Machine<Input, Output>) -> Machine<Input, Output> {
    machine
}
