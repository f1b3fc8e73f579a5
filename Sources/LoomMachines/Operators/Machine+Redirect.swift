import Foundation

extension Machine {
    /// Decides for each output whether it goes up to the parent (`.prop`) or comes back into
    /// this machine as inputs (`.back(...)`).
    ///
    /// ```swift
    /// // A loop: every output becomes an input again.
    /// let flow: Machine<Event, Event> = .merge(~Domain(), ~Display()).redirect { .back($0) }
    /// ```
    ///
    /// Inputs sent back are processed after the inputs already waiting, in order, and an input
    /// sent back never overtakes, at any machine below, an earlier input sent back whose
    /// processing produced it.
    public func redirect(
        _ direct: @escaping @Sendable (Output) -> Direction<Input>
    ) -> Machine<Input, Output> {
        Machine { context in
            let loop = InputLoop<Input>()
            let running = self.start(context.emitting { output in
                switch direct(output) {
                case .prop:
                    context.emit(output)
                case .back(let inputs):
                    inputs.forEach(loop.send)
                }
            })
            loop.connect(running)
            return running
        }
    }
}

/// Carries inputs sent back by `redirect` to the machine it started.
///
/// Deliveries are serialised by a lock held while the machine is handed the input. Handing over
/// only queues work, so this is short, and it keeps causes before effects: an input produced by
/// processing another sent back here cannot reach any machine below before that other input has
/// reached all of them. The machine is started before it can be connected, so inputs sent back before
/// `connect` wait and are delivered, in order, as soon as it is there.
///
/// `@unchecked Sendable`: `target` and `waiting` are only touched while holding `lock`. The lock
/// is recursive so that a machine that emitted while being handed an input (none of Loom's
/// do, but a future one might) is delivered to depth-first instead of deadlocking.
private final class InputLoop<Input: Sendable>: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var target: RunningMachine<Input>?
    private var waiting: [Input] = []

    func send(_ input: Input) {
        lock.lock()
        defer { lock.unlock() }
        if let target {
            target.send(input)
        } else {
            waiting.append(input)
        }
    }

    func connect(_ target: RunningMachine<Input>) {
        lock.lock()
        defer { lock.unlock() }
        self.target = target
        let delivering = waiting
        waiting = []
        delivering.forEach(target.send)
    }
}
