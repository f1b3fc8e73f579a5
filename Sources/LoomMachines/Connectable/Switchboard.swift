import LoomReactive
import Dispatch

/// The running state of a ``ConnectableMachine``: the current connection and its started machines.
///
/// Inputs are reduced on the main actor, where the reducer was written (it may build main-actor
/// machines, as the document's `calculator` does), one at a time and in arrival order: each
/// arrival queues one block on the main queue. The state lives in a lock, as the first connection
/// is made wherever the flow starts. Nothing called under the lock comes back to it: starting a
/// machine or sending it an input only queues work.
final class Switchboard<C: Connection>: Sendable {
    private struct State {
        var connection: C
        var started: [Machine<C.Input, C.Output>: RunningMachine<C.Input>] = [:]
        var order: [Machine<C.Input, C.Output>] = []
    }

    private let reducer: @MainActor (C, C.Input) -> ConnectionType<C>
    private let context: MachineContext<C.Output>
    private let state: Locked<State>

    init(
        connection: C,
        reducer: @escaping @MainActor (C, C.Input) -> ConnectionType<C>,
        context: MachineContext<C.Output>
    ) {
        self.reducer = reducer
        self.context = context
        self.state = Locked(State(connection: connection))
        state.withLock { connect(connection, in: &$0) }
    }

    /// Queues `input` for the reducer on the main queue.
    func receive(_ input: C.Input) {
        DispatchQueue.main.async { [self] in
            MainActor.assumeIsolated { reduce(input) }
        }
    }

    /// Lets every running machine finish what it was handed, then stop.
    func finish() {
        state.withLock { state in
            for machine in state.order {
                state.started[machine]?.finish()
            }
        }
    }

    @MainActor
    private func reduce(_ input: C.Input) {
        guard context.token.isActive else { return }
        state.withLock { state in
            switch reducer(state.connection, input) {
            case .inward:
                for machine in state.order {
                    state.started[machine]?.send(input)
                }
            case .reduce(let next):
                connect(next, in: &state)
            }
        }
    }

    /// Makes `next` the running connection: lets what it drops finish the inputs already handed
    /// to it and stop, starts what it adds, and leaves the machines it keeps running.
    private func connect(_ next: C, in state: inout State) {
        let wanted = Set(next.machines)
        for machine in state.order where !wanted.contains(machine) {
            state.started[machine]?.finish()
            state.started[machine] = nil
        }
        for machine in next.machines where state.started[machine] == nil {
            state.started[machine] = machine.start(context)
        }
        state.connection = next
        state.order = next.machines
    }
}
