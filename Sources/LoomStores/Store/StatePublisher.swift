import LoomReactive

/// Publishers of single state fields, reached by dynamic member: `store.publisher.text`.
///
/// A field's publisher emits the new value each time that field changes, and stays silent when
/// other fields change. To emit a field's current value without a change, call
/// `forceUpdate(\.field)` on the store.
@MainActor
@dynamicMemberLookup
public struct StatePublisher<State: Equatable> {
    let runtime: StateRuntime<State>

    /// Every change of the whole state, as old and new value.
    public var changes: AnyPublisher<StateChange<State>, Never> {
        runtime.changeSubject.eraseToAnyPublisher()
    }

    /// The publisher of one field: emits its new value when it changes (or is forced).
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> AnyPublisher<Value, Never> {
        let equal = erasedEquality(Value.self)
        return runtime.changeSubject
            .filter { change in
                if let forced = change.forcedFields { return forced.contains(keyPath) }
                // A field that cannot be compared counts as changed whenever the state did.
                guard let equal else { return true }
                return !equal(change.old[keyPath: keyPath], change.new[keyPath: keyPath])
            }
            .map { $0.new[keyPath: keyPath] }
            .eraseToAnyPublisher()
    }
}

extension StateRuntime {
    /// The subject behind every ``StatePublisher`` of this runtime, fed in change order.
    var changeSubject: PassthroughSubject<StateChange<State>, Never> {
        if let subject = publishedChanges { return subject }
        let subject = PassthroughSubject<StateChange<State>, Never>()
        publishedChanges = subject
        return subject
    }

    /// Emits the current value of `keyPath` to its state publishers, although it did not change.
    func forceUpdate<Value>(_ keyPath: KeyPath<State, Value>) {
        notify(StateChange(old: state, new: state, forcedFields: [keyPath]))
    }
}
