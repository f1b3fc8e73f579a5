extension Machine {
    /// Decides for each output whether it goes up to the parent (`.prop`) or comes back into
    /// this machine as inputs (`.back(...)`).
    ///
    /// ```swift
    /// // A loop: every output becomes an input again.
    /// let flow: Machine<Event, Event> = .merge(~Domain(), ~Display()).redirect { .back($0) }
    /// ```
    ///
    /// Inputs sent back are processed after the inputs already waiting, in order.
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
/// The machine is started before its own inputs can be known, so anything sent back before
/// `connect` is held and delivered, in order, as soon as the machine is there.
private final class InputLoop<Input: Sendable>: Sendable {
    private struct State {
        var target: RunningMachine<Input>?
        var waiting: [Input] = []
    }

    private let state = Locked(State())

    func send(_ input: Input) {
        let target = state.withLock { state -> RunningMachine<Input>? in
            if state.target == nil { state.waiting.append(input) }
            return state.target
        }
        target?.send(input)
    }

    func connect(_ target: RunningMachine<Input>) {
        let waiting = state.withLock { state -> [Input] in
            state.target = target
            defer { state.waiting = [] }
            return state.waiting
        }
        waiting.forEach(target.send)
    }
}
