/// The running state of a ``ConnectableMachine``: the current connection and its started machines.
///
/// All of it lives in one lock, and the reducer runs under that lock, so inputs are reduced one
/// at a time, in arrival order. Nothing called under the lock can come back to it: starting a
/// machine or sending it an input only queues work.
final class Switchboard<C: Connection>: Sendable {
    private struct Started {
        let token: FlowToken
        let machine: RunningMachine<C.Input>
    }

    private struct State {
        var connection: C
        var started: [Machine<C.Input, C.Output>: Started] = [:]
        var order: [Machine<C.Input, C.Output>] = []
    }

    private let reducer: @Sendable (C, C.Input) -> ConnectionType<C>
    private let context: MachineContext<C.Output>
    private let state: Locked<State>

    init(
        connection: C,
        reducer: @escaping @Sendable (C, C.Input) -> ConnectionType<C>,
        context: MachineContext<C.Output>
    ) {
        self.reducer = reducer
        self.context = context
        self.state = Locked(State(connection: connection))
        state.withLock { connect(connection, in: &$0) }
    }

    func receive(_ input: C.Input) {
        guard context.token.isActive else { return }
        state.withLock { state in
            switch reducer(state.connection, input) {
            case .inward:
                for machine in state.order {
                    state.started[machine]?.machine.send(input)
                }
            case .reduce(let next):
                connect(next, in: &state)
            }
        }
    }

    /// Makes `next` the running connection: stops what it drops, starts what it adds, and
    /// leaves the machines it keeps running.
    private func connect(_ next: C, in state: inout State) {
        let wanted = Set(next.machines)
        for machine in state.order where !wanted.contains(machine) {
            state.started[machine]?.token.stop()
            state.started[machine] = nil
        }
        for machine in next.machines where state.started[machine] == nil {
            let token = context.token.child()
            let running = machine.start(MachineContext(token: token, emit: context.emit))
            state.started[machine] = Started(token: token, machine: running)
        }
        state.connection = next
        state.order = next.machines
    }
}
