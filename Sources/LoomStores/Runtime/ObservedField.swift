import LoomReactive

/// A field of the state that some reader has observed, with what the runtime needs to tell its
/// observers precisely when it changes.
///
/// Observation identifies a field by a key path from the runtime (`\StateRuntime.state.name`), so a
/// view that read `store.name` is invalidated by a change of `name` and by nothing else.
@MainActor
struct ObservedField<State: Equatable> {
    /// Whether the field differs between two states (always true for non-`Equatable` values).
    let differs: (State, State) -> Bool
    let access: (StateRuntime<State>) -> Void
    let willSet: (StateRuntime<State>) -> Void
    let didSet: (StateRuntime<State>) -> Void

    init<Value>(_ keyPath: KeyPath<State, Value>) {
        let path = (\StateRuntime<State>.state).appending(path: keyPath)  // once per field
        if let equal = erasedEquality(Value.self) {
            differs = { !equal($0[keyPath: keyPath], $1[keyPath: keyPath]) }
        } else {
            differs = { _, _ in true }
        }
        access = { $0.registrar.access($0, keyPath: path) }
        willSet = { $0.registrar.willSet($0, keyPath: path) }
        didSet = { $0.registrar.didSet($0, keyPath: path) }
    }
}

extension StateRuntime {
    /// The whole state, registering an observation of every field.
    var observedState: State {
        registrar.access(self, keyPath: statePath)
        return state
    }

    /// One field of the state, registering an observation of that field only.
    func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
        let field: ObservedField<State>
        if let known = fields[keyPath] {
            field = known
        } else {
            field = ObservedField(keyPath)
            fields[keyPath] = field
        }
        field.access(self)
        return state[keyPath: keyPath]
    }
}
