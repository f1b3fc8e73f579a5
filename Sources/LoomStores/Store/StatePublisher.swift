import Dispatch
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
    ///
    /// Each subscription is a field listener of the store (see `StateRuntime.addListener`), so a
    /// change of another field costs it nothing: the store compares each listened field once per
    /// change, however many publishers and listeners follow it, instead of every subscription
    /// comparing its field on every change. Subscriptions and listeners are told of a change
    /// together, in the order they subscribed.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> AnyPublisher<Value, Never> {
        let runtime = self.runtime
        // Made when subscribed, not when the publisher is made: a hook set up now and subscribed
        // later starts from the value of that moment, and each subscription has its own listener.
        return Deferred {
            let values = PassthroughSubject<Value, Never>()
            let listener = runtime.addListener(fields: [runtime.fieldIndex(keyPath)], hearsForcedUpdates: true) { change in
                values.send(change.new[keyPath: keyPath])
            }
            let removal = ListenerRemoval(listener)
            return Just(runtime.state[keyPath: keyPath])
                .append(values)
                .handleEvents(receiveCancel: removal.remove)
        }
        .eraseToAnyPublisher()
    }
}

/// Removes a field publisher's listener when its subscriber cancels, which may happen on any
/// thread (an `AnyCancellable` released off the main actor).
///
/// `@unchecked Sendable`: the token is only used on the main actor, at once when the cancel
/// comes from there, otherwise after a hop through the main queue.
private struct ListenerRemoval: @unchecked Sendable {
    let token: ListenerToken

    init(_ token: ListenerToken) {
        self.token = token
    }

    func remove() {
        if MainActorCheck.isOnMainActor {
            MainActor.assumeIsolated { token.remove() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { token.remove() } }
        }
    }
}

extension StateRuntime {
    /// The subject behind ``StatePublisher/changes``, fed in change order.
    var changeSubject: PassthroughSubject<StateChange<State>, Never> {
        if let subject = publishedChanges { return subject }
        let subject = PassthroughSubject<StateChange<State>, Never>()
        publishedChanges = subject
        return subject
    }

    /// Emits the current value of `keyPath` to its state publishers, although it did not change.
    func forceUpdate<Value>(_ keyPath: KeyPath<State, Value>) {
        let field = fieldIndex(keyPath)
        notify(StateChange(old: state, new: state, forcedFields: [field], listenedFields: [field]))
    }
}
