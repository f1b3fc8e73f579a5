import LoomReactive

/// Publishers of single state fields, reached by dynamic member: `store.publisher.text`.
///
/// A field's publisher emits the field's current value when subscribed (as a `@Published`
/// property does, so `store.publisher.isHidden.assign(to: \.isHidden, on: view)` sets the view up
/// at once), then the new value each time that field changes, and stays silent when other
/// fields change. To emit a field's current value without a change, call `forceUpdate(\.field)`
/// on the store.
@MainActor
@dynamicMemberLookup
public struct StatePublisher<State: Equatable> {
    let runtime: StateRuntime<State>

    /// Every change of the whole state, as old and new value (no value on subscription).
    public var changes: AnyPublisher<StateChange<State>, Never> {
        runtime.changeSubject.eraseToAnyPublisher()
    }

    /// The publisher of one field: its current value on subscription, then its new value when it
    /// changes (or is forced).
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> AnyPublisher<Value, Never> {
        let equal = erasedEquality(Value.self)
        let runtime = self.runtime
        let changes = runtime.changeSubject
            .filter { change in
                if let forced = change.forcedFields { return forced.contains(keyPath) }
                // A field that cannot be compared counts as changed whenever the state did.
                guard let equal else { return true }
                return !equal(change.old[keyPath: keyPath], change.new[keyPath: keyPath])
            }
            .map { $0.new[keyPath: keyPath] }
        // Read when subscribed, not when the publisher is made: a hook set up now and subscribed
        // later starts from the value of that moment.
        return Deferred { Just(runtime.state[keyPath: keyPath]) }
            .append(changes)
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
