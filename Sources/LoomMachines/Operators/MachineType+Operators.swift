// The operators of `Machine`, offered on child and parent machines too, so a flow reads
// `Calculator().outward { ... }` without a `~` in front.

extension ChildMachine where Input: Sendable, Output: Sendable {
    /// Maps a parent's input into this machine's inputs; see ``Machine/inward(_:)``.
    public func inward<ParentInput: Sendable>(
        _ transform: @escaping @Sendable (ParentInput) -> Ward<Input>
    ) -> Machine<ParentInput, Output> {
        machine.inward(transform)
    }

    /// Maps this machine's outputs into a parent's outputs; see ``Machine/outward(_:)``.
    public func outward<ParentOutput: Sendable>(
        _ transform: @escaping @Sendable (Output) -> Ward<ParentOutput>
    ) -> Machine<Input, ParentOutput> {
        machine.outward(transform)
    }

    /// Passes outputs up or feeds them back in; see ``Machine/redirect(_:)``.
    public func redirect(_ direct: @escaping @Sendable (Output) -> Direction<Input>) -> Machine<Input, Output> {
        machine.redirect(direct)
    }
}

extension ParentMachine {
    /// Maps a parent's input into this machine's inputs; see ``Machine/inward(_:)``.
    public func inward<ParentInput: Sendable>(
        _ transform: @escaping @Sendable (ParentInput) -> Ward<Input>
    ) -> Machine<ParentInput, Output> {
        machine.inward(transform)
    }

    /// Maps this machine's outputs into a parent's outputs; see ``Machine/outward(_:)``.
    public func outward<ParentOutput: Sendable>(
        _ transform: @escaping @Sendable (Output) -> Ward<ParentOutput>
    ) -> Machine<Input, ParentOutput> {
        machine.outward(transform)
    }

    /// Passes outputs up or feeds them back in; see ``Machine/redirect(_:)``.
    public func redirect(_ direct: @escaping @Sendable (Output) -> Direction<Input>) -> Machine<Input, Output> {
        machine.redirect(direct)
    }
}
