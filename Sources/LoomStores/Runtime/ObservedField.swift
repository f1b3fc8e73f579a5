import LoomReactive
import LoomViews

/// A field of the state that some reader has read, with what the runtime needs to tell exactly
/// that field's readers when it changes.
///
/// Views reading `store.name` are recorded in `readers` (Loom's own tracking); code outside views
/// that tracks the read with Swift Observation is told through the registrar, which identifies
/// the field by a key path from the runtime (`\StateRuntime.state.name`). Either way a change of
/// `name` reaches them and a change of another field does not.
///
/// Not generic over the state: the runtime walks its fields on every change, and in generic code
/// each use of a generic class's type looks its metadata up at run time, which cost as much as the
/// walk. The state is handed over by address instead.
@MainActor
final class ObservedField {
    /// The field's key path into the state, as the store was handed it.
    let keyPath: AnyKeyPath
    /// Where a stored field lies inside the state, so it is read and compared in place; `nil` for
    /// a computed property (read through the key path). Applying a key path in generic code
    /// instantiates metadata on every call, which cost more than the rest of a read.
    let offset: Int?
    /// Whether the field differs between two states given by address (always true for
    /// non-`Equatable` values).
    let differs: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    /// The views that read the field since it last changed.
    let readers = TrackedReaders()
    /// How many field listeners (``Store/addListener(of:listener:)``) name this field. A change compares
    /// the field when it has readers or listeners, and skips it otherwise. Unchecked
    /// exclusivity: main actor only, and only counted up and down, never held across a call.
    @exclusivity(unchecked) var listenerCount = 0
    /// Swift Observation's calls for this field, with the runtime (as `AnyObject`).
    let access: (AnyObject) -> Void
    let willSet: (AnyObject) -> Void
    let didSet: (AnyObject) -> Void

    init<State: Equatable, Value>(_ keyPath: KeyPath<State, Value>, of _: StateRuntime<State>.Type) {
        self.keyPath = keyPath
        let offset = MemoryLayout<State>.offset(of: keyPath)
        self.offset = offset
        if let equal = erasedEqualityInPlace(Value.self) {
            if let offset {
                differs = { old, new in !equal(old + offset, new + offset) }
            } else {
                differs = { old, new in
                    let oldState = old.assumingMemoryBound(to: State.self).pointee
                    let newState = new.assumingMemoryBound(to: State.self).pointee
                    return withUnsafePointer(to: oldState[keyPath: keyPath]) { old in
                        withUnsafePointer(to: newState[keyPath: keyPath]) { !equal(old, $0) }
                    }
                }
            }
        } else {
            differs = { _, _ in true }
        }
        let path = (\StateRuntime<State>.state).appending(path: keyPath)  // once per field
        func runtime(_ object: AnyObject) -> StateRuntime<State> {
            unsafeDowncast(object, to: StateRuntime<State>.self)
        }
        access = { runtime($0).registrar.access(runtime($0), keyPath: path) }
        willSet = { runtime($0).registrar.willSet(runtime($0), keyPath: path) }
        didSet = { runtime($0).registrar.didSet(runtime($0), keyPath: path) }
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
        // Unretained: `fields` only grows, and not while a read is being recorded.
        let offset = withGuaranteed(Unmanaged.passUnretained(fields[fieldIndex(keyPath)])) { field in
            if !field.readers.recordRead() {
                isObservedOutsideViews = true
                field.access(self)
            }
            return field.offset
        }
        guard let offset else { return state[keyPath: keyPath] }
        return load(Value.self, atOffset: offset)
    }

    /// One field of the state, read without registering a read: the interactor's view of it.
    func peek<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
        // Unretained: `fields` only grows.
        let offset = withGuaranteed(Unmanaged.passUnretained(fields[fieldIndex(keyPath)])) { $0.offset }
        guard let offset else { return state[keyPath: keyPath] }
        return load(Value.self, atOffset: offset)
    }

    /// Writes one field as one change (see ``update(_:)``): a stored field in place at its
    /// offset, anything else (a computed property, a property with observers) through its key
    /// path, so its setter and observers run.
    func write<Value>(_ value: Value, to keyPath: WritableKeyPath<State, Value>) {
        // Unretained: `fields` only grows.
        let offset = withGuaranteed(Unmanaged.passUnretained(fields[fieldIndex(keyPath)])) { $0.offset }
        guard let offset else { return update { $0[keyPath: keyPath] = value } }
        updateInPlace { state in (state + offset).assumingMemoryBound(to: Value.self).pointee = value }
    }

    /// The field of `keyPath`, made on first read.
    ///
    /// Key-path literals in non-generic code are uniqued by the runtime, so the same object comes
    /// back on every read: comparing identities first avoids hashing the key path, which costs as
    /// much as the rest of a read. Other key paths are found by value.
    func fieldIndex<Value>(_ keyPath: KeyPath<State, Value>) -> Int {
        for index in fields.indices where fields[index].keyPath === keyPath { return index }
        for alias in fieldAliases where alias.keyPath === keyPath { return alias.index }
        if let known = fieldsByPath[keyPath] {
            // Another instance of a known key path: each literal is uniqued on its own, so the
            // interactor's `\.count` and the view's are two objects. Kept (and so kept alive, which
            // keeps its identity unique) to be found by identity next time; bounded, since key
            // paths made afresh on every use would otherwise pile up.
            if fieldAliases.count < Self.maximumFieldAliases { fieldAliases.append((keyPath, known)) }
            return known
        }
        fields.append(ObservedField(keyPath, of: StateRuntime<State>.self))
        fieldsByPath[keyPath] = fields.count - 1
        return fields.count - 1
    }

    /// The field of a key path whose value type is known only at run time (a list of fields
    /// of different types), or `nil` if it cannot be found as a typed key path.
    func fieldIndex(erased keyPath: PartialKeyPath<State>) -> Int? {
        func typed<Value>(_: Value.Type) -> Int? {
            // The key path's dynamic type is `KeyPath<State, Value>` (or a subclass), `Value`
            // being the value type it reports, so this cast does not fail.
            guard let typed = keyPath as? KeyPath<State, Value> else { return nil }
            return fieldIndex(typed)
        }
        return _openExistential(type(of: keyPath).valueType, do: typed)
    }

    private func registerObservation(at path: KeyPath<StateRuntime<State>, State>) {
        isObservedOutsideViews = true
        registrar.access(self, keyPath: path)
    }
}
