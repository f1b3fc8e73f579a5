/// A child machine that holds a state, reduces each input into it and emits the new state.
///
/// It emits `initial` when the flow starts, then each state set by `reducer`; `.skip` keeps the
/// state and emits nothing.
///
/// ```swift
/// let counter = ReducerMachine<Int, Int>(initial: 0) { total, step in
///     step == 0 ? .skip : .set(total + step)
/// }
/// ```
///
/// Each start begins again from `initial`.
nonisolated public final class ReducerMachine<Event, State>: ConcurrentChildMachine {
    /// What the machine receives.
    public typealias Input = Event
    /// What the machine emits: each new state.
    public typealias Output = State

    /// Where the reducer runs.
    public let queue: MachineQueue
    private let initial: State
    private let reducer: @Sendable (State, Event) -> ReducerResult<State>
    /// Only touched from `process`, which the runtime calls one input at a time.
    private var state: State

    /// A machine starting from `initial` and reducing inputs with `reducer` on `queue`.
    public init(
        initial: State,
        queue: MachineQueue = .new,
        reducer: @escaping @Sendable (_ state: State, _ event: Event) -> ReducerResult<State>
    ) {
        self.initial = initial
        self.state = initial
        self.queue = queue
        self.reducer = reducer
    }

    /// Emits the initial state on start, then reduces each input.
    public func process(input: Event?, callback: @escaping Handler<State>) {
        guard let input else {
            state = initial
            callback(state)
            return
        }
        switch reducer(state, input) {
        case .set(let next):
            state = next
            callback(next)
        case .skip:
            break
        }
    }
}

/// What a ``ReducerMachine``'s reducer decides for one input.
public enum ReducerResult<State> {
    /// Makes this the state and emits it.
    case set(State)
    /// Keeps the state and emits nothing.
    case skip
}

extension ReducerResult: Sendable where State: Sendable {}
