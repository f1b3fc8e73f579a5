extension Machine {
    /// Maps each output of this machine into zero, one or many outputs for its parent.
    ///
    /// ```swift
    /// let taps: Machine<String, AppEvent> = button.outward { .set(.tapped) }
    /// ```
    public func outward<ParentOutput: Sendable>(
        _ transform: @escaping @Sendable (Output) -> Ward<ParentOutput>
    ) -> Machine<Input, ParentOutput> {
        Machine<Input, ParentOutput> { context in
            self.start(context.emitting { output in
                for parentOutput in transform(output).values {
                    context.emit(parentOutput)
                }
            })
        }
    }
}
