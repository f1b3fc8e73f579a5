import Dispatch
import LoomHost
import LoomReactive

extension ChildMachine where Input: Sendable, Output: Sendable {
    /// This child as a type-erased machine. A class instance keeps its identity, so listing it
    /// twice in a `merge` runs it once.
    ///
    /// The queue is chosen here, once: the main queue for a main-actor child, the machine's
    /// ``MachineQueue`` for a ``ConcurrentChildMachine``. A class instance has one serial queue
    /// however often it is wrapped, so its `process` calls never overlap.
    public var machine: Machine<Input, Output> {
        let node: ChildNode<Input, Output>
        if let concurrent = self as? any ConcurrentChildMachine<Input, Output> {
            node = ChildNode(concurrent: concurrent)
        } else if let trace = ArchitectureLog.current {
            // DevTools is on for the session this machine is made in: its inputs and outputs
            // go to the session's log.
            let source = String(describing: type(of: self))
            node = ChildNode(mainActor: { [self] input, callback in
                trace.append(architecture: "simprokmachine", source: source, kind: "input", detail: input.map { "\($0)" } ?? "nil")
                self.process(input: input) { output in
                    trace.append(architecture: "simprokmachine", source: source, kind: "output", detail: "\(output)")
                    callback(output)
                }
            })
        } else {
            node = ChildNode(mainActor: { [self] input, callback in
                self.process(input: input, callback: callback)
            })
        }
        return Machine(identity: MachineIdentity(of: self), start: node.start)
    }
}

/// Runs one ``ChildMachine``: each `process` call is dispatched to the machine's serial queue.
///
/// `@unchecked Sendable`: a ``ConcurrentChildMachine`` (reached through `process`) is not required
/// to be `Sendable`, but this type only calls it from blocks submitted to `queue`, a serial
/// queue, so calls never overlap; a main-actor child is reached through a `@MainActor` closure,
/// called on the main queue only. `queue` itself is immutable and thread-safe.
private final class ChildNode<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    /// The child's `process`, bound here so the queued blocks need nothing of the child's type.
    private let process: (Input?, @escaping Handler<Output>) -> Void
    private let queue: DispatchQueue

    /// A main-actor child: processed on the main queue, where the main actor runs.
    init(mainActor process: @escaping @MainActor (Input?, @escaping Handler<Output>) -> Void) {
        self.process = { input, callback in
            MainActor.assumeIsolated { process(input, callback) }
        }
        self.queue = .main
    }

    /// A child whose `process` is `nonisolated`: processed on the queue it asks for.
    init(concurrent child: any ConcurrentChildMachine<Input, Output>) {
        self.process = child.process
        switch child.queue {
        case .main:
            self.queue = .main
        case .new:
            let label = "loom.machine.\(String(describing: type(of: child)))"
            if type(of: child) is AnyClass {
                self.queue = InstanceQueues.queue(for: child as AnyObject, label: label)
            } else {
                self.queue = DispatchQueue(label: label)
            }
        }
    }

    /// Starts the child under a token of its own, so a reduce can stop it after the inputs it
    /// was already handed (``RunningMachine/finish``) without touching its siblings.
    func start(_ context: MachineContext<Output>) -> RunningMachine<Input> {
        let leaf = Leaf(token: context.token.child(), emit: context.emit)
        enqueue(nil, leaf: leaf)
        return RunningMachine(
            send: { [self] input in enqueue(input, leaf: leaf) },
            finish: { [queue] in
                leaf.markFinishing()
                queue.async { leaf.token.stop() }
            })
    }

    /// Queues one `process` call. The callback it gets passes outputs up until the flow stops;
    /// once a reduce has dropped the machine, only while that call is still running, so inputs
    /// handed over before the drop (even the one being processed) keep their outputs.
    private func enqueue(_ input: Input?, leaf: Leaf<Output>) {
        queue.async { [self] in
            guard leaf.token.isActive else { return }
            let call = leaf.beginCall()
            process(input) { output in
                if leaf.passes(outputOf: call) { leaf.emit(output) }
            }
            leaf.endCall()
        }
    }
}

/// One start of a child: its token, where its outputs go, and whether a reduce dropped it.
private final class Leaf<Output: Sendable>: Sendable {
    private struct Calls {
        /// Set when a reduce drops the machine; its token stops once the inputs it was handed
        /// are done.
        var finishing = false
        /// How many `process` calls have begun, and which one is running now.
        var begun = 0
        var running: Int?
    }

    let token: FlowToken
    let emit: @Sendable (Output) -> Void
    private let calls = Locked(Calls())

    init(token: FlowToken, emit: @escaping @Sendable (Output) -> Void) {
        self.token = token
        self.emit = emit
    }

    func markFinishing() {
        calls.withLock { $0.finishing = true }
    }

    /// Numbers a `process` call as it begins.
    func beginCall() -> Int {
        calls.withLock { calls in
            calls.begun += 1
            calls.running = calls.begun
            return calls.begun
        }
    }

    func endCall() {
        calls.withLock { $0.running = nil }
    }

    /// Whether an output emitted through the callback of call `call` goes up now.
    func passes(outputOf call: Int) -> Bool {
        token.isActive && calls.withLock { !$0.finishing || $0.running == call }
    }
}
