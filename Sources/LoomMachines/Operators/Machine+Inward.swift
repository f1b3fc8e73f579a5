extension Machine {
    /// Maps each input of a new parent into zero, one or many inputs of this machine.
    ///
    /// ```swift
    /// let screen: Machine<Int, Void> = label.inward { .set("\($0)") }
    /// let evens: Machine<Int, Void> = label.inward { $0 % 2 == 0 ? .set("\($0)") : .set() }
    /// ```
    public func inward<ParentInput: Sendable>(
        _ transform: @escaping @Sendable (ParentInput) -> Ward<Input>
    ) -> Machine<ParentInput, Output> {
        Machine<ParentInput, Output> { context in
            let running = self.start(context)
            return RunningMachine(
                send: { parentInput in
                    for input in transform(parentInput).values {
                        running.send(input)
                    }
                },
                finish: running.finish)
        }
    }
}
