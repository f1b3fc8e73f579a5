import LoomReactive
import LoomViews

/// A field of the state that some reader has read, with what the runtime needs to tell exactly
/// that field's readers when it changes.
///
/// Views reading `store.name` are recorded in `readers` (Loom's own tracking); code outside views
/// that tracks the read with Swift Observation is told through the registrar, which identifies
/// the field by a key path from the runtime (`\StateRuntime.state.name`). Either way a change of
/// `name` reaches them and a change of another field does not.
@MainActor
final class ObservedField<State: Equatable> {
    /// The field's key path into `State`, as the store was handed it.
    let keyPath: AnyKeyPath
    /// Where a stored field lies inside `State`, so it is read and compared in place; `nil` for
    /// a computed property (read through the key path). Applying a key path in generic code
    /// instantiates metadata on every call, which cost more than the rest of a read.
    let offset: Int?
    /// Whether the field differs between two states (always true for non-`Equatable` values).
    let differs: (State, State) -> Bool
    /// The views that read the field since it last changed.
    var readers = TrackedReaders()
    let access: (StateRuntime<State>) -> Void
    let willSet: (StateRuntime<State>) -> Void
    let didSet: (StateRuntime<State>) -> Void

    init<Value>(_ keyPath: KeyPath<State, Value>) {
        self.keyPath = keyPath
        let path = (\StateRuntime<State>.state).appending(path: keyPath)  // once per field
        let offset = MemoryLayout<State>.offset(of: keyPath)
        self.offset = offset
        if let equal = erasedEqualityInPlace(Value.self) {
            if let offset {
                differs = { old, new in
                    withUnsafePointer(to: old) { old in
                        withUnsafePointer(to: new) { !equal(UnsafeRawPointer(old) + offset, UnsafeRawPointer($0) + offset) }
                    }
                }
            } else {
                differs = { old, new in
                    withUnsafePointer(to: old[keyPath: keyPath]) { old in
                        withUnsafePointer(to: new[keyPath: keyPath]) { !equal(old, $0) }
                    }
                }
            }
        } else {
            differs = { _, _ in true }
        }
        access = { $0.registrar.access($0, keyPath: path) }
        willSet = { $0.registrar.willSet($0, keyPath: path) }
        didSet = { $0.registrar.didSet($0, keyPath: path) }
    }
}

extension StateRuntime {
    /// The whole state, registering a read of every field.
    var observedState: State {
        if !stateReaders.recordRead() { registerObservation(at: statePath) }
        return state
    }

    /// One field of the state, registering a read of that field only.
    func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
        let field = self.field(keyPath)
        if !field.readers.recordRead() {
            isObservedOutsideViews = true
            field.access(self)
        }
        guard let offset = field.offset else { return state[keyPath: keyPath] }
        return withUnsafePointer(to: state) { UnsafeRawPointer($0).load(fromByteOffset: offset, as: Value.self) }
    }

    /// The field of `keyPath`, made on first read.
    ///
    /// Key-path literals in non-generic code are uniqued by the runtime, so the same object comes
    /// back on every read: comparing identities first avoids hashing the key path, which costs as
    /// much as the rest of a read. Other key paths are found by value.
    private func field<Value>(_ keyPath: KeyPath<State, Value>) -> ObservedField<State> {
        for field in fields where field.keyPath === keyPath { return field }
        if let known = fieldsByPath[keyPath] { return known }
        let made = ObservedField(keyPath)
        fields.append(made)
        fieldsByPath[keyPath] = made
        return made
    }

    private func registerObservation(at path: KeyPath<StateRuntime<State>, State>) {
        isObservedOutsideViews = true
        registrar.access(self, keyPath: path)
    }
}
