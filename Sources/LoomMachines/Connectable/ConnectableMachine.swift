/// A machine that decides, input by input, which machines run beneath it.
///
/// It starts with `initial`. For each input, `reducer` gets the current connection and returns
/// either `.inward` (pass the input to the running machines) or `.reduce(newConnection)`.
///
/// ```swift
/// let loader = ConnectableMachine(BasicConnection(~Reader())) { _, input in
///     switch input {
///     case .loaded(let value): return .reduce(BasicConnection(~Counter(start: value)))
///     case .tap: return .inward
///     }
/// }
/// ```
///
/// Inputs are reduced one at a time, in the order they arrive, on the main actor: the reducer
/// may call the enclosing parent's main-actor code, such as a local `func calculator` that
/// builds the next machine, with no `@Sendable` in sight.
///
/// A machine that a `.reduce` drops first processes every input it had already been handed
/// (its outputs still reach the parent), then stops; inputs that arrive after the reduce never
/// reach it. So nothing sent before the switch is lost, and nothing sent after it goes to the
/// old machines. (Stopping the whole flow with `RootMachine.stop()` discards queued inputs.)
public final class ConnectableMachine<Input, Output, C: Connection>: ParentMachine
where C.Input == Input, C.Output == Output {
    private let initial: C
    private let reducer: @MainActor (C, Input) -> ConnectionType<C>

    /// Starts with `initial` and lets `reducer` replace the connection as inputs arrive.
    public init(_ initial: C, reducer: @escaping @MainActor (C, Input) -> ConnectionType<C>) {
        self.initial = initial
        self.reducer = reducer
    }

    /// The running form of this machine; each start begins again from `initial`.
    public var child: Machine<Input, Output> {
        Machine { [initial, reducer] context in
            let switchboard = Switchboard(connection: initial, reducer: reducer, context: context)
            return RunningMachine(send: switchboard.receive, finish: switchboard.finish)
        }
    }
}
