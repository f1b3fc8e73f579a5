import Dispatch

extension ChildMachine where Input: Sendable, Output: Sendable {
    /// This child as a type-erased machine. A class instance keeps its identity, so listing it
    /// twice in a `merge` runs it once.
    ///
    /// The queue is chosen here, once. A class instance has one serial queue however often it is
    /// wrapped, so its `process` calls never overlap.
    public var machine: Machine<Input, Output> {
        let node = ChildNode(child: self, queue: queue)
        return Machine(identity: MachineIdentity(of: self), start: node.start)
    }
}

/// Runs one ``ChildMachine``: each `process` call is dispatched to the machine's serial queue.
///
/// `@unchecked Sendable`: the child (reached through `process`) is not required to be
/// `Sendable`, but this type only calls it from blocks submitted to `queue`, a serial queue, so
/// calls never overlap; `queue` itself is immutable and thread-safe.
private final class ChildNode<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    /// The child's `process`, bound here so the queued blocks need nothing of `Child` itself.
    private let process: (Input?, @escaping Handler<Output>) -> Void
    private let queue: DispatchQueue

    init<Child: ChildMachine>(child: Child, queue: MachineQueue)
    where Child.Input == Input, Child.Output == Output {
        self.process = child.process
        switch queue {
        case .main:
            self.queue = .main
        case .new:
            let label = "loom.machine.\(String(describing: Child.self))"
            if Child.self is AnyClass {
                self.queue = InstanceQueues.queue(for: child as AnyObject, label: label)
            } else {
                self.queue = DispatchQueue(label: label)
            }
        }
    }

    func start(_ context: MachineContext<Output>) -> RunningMachine<Input> {
        let token = context.token
        let callback: Handler<Output> = { output in
            if token.isActive { context.emit(output) }
        }
        enqueue(nil, token: token, callback: callback)
        return RunningMachine { [self] input in
            enqueue(input, token: token, callback: callback)
        }
    }

    private func enqueue(_ input: Input?, token: FlowToken, callback: @escaping Handler<Output>) {
        queue.async { [self] in
            guard token.isActive else { return }
            process(input, callback)
        }
    }
}
