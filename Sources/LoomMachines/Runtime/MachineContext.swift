/// What a machine gets when it starts: its token, and where its outputs go.
struct MachineContext<Output: Sendable>: Sendable {
    /// Stopped when this machine must stop working.
    let token: FlowToken
    /// Passes one output to the parent. Called from any queue.
    let emit: @Sendable (Output) -> Void

    /// The same token, with outputs sent elsewhere.
    func emitting<Other: Sendable>(_ emit: @escaping @Sendable (Other) -> Void) -> MachineContext<Other> {
        MachineContext<Other>(token: token, emit: emit)
    }
}

/// A started machine, seen from its parent: where to send its inputs.
struct RunningMachine<Input: Sendable>: Sendable {
    /// Sends one input; it is processed later, in the order sent. Never blocks on processing.
    let send: @Sendable (Input) -> Void
    /// Stops the machine once it has processed every input already sent to it, outputs
    /// included: what a ``ConnectableMachine`` reduce does to the machines it drops. Inputs sent
    /// after this never reach it.
    let finish: @Sendable () -> Void
}
