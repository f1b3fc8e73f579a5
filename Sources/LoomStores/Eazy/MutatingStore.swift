import Dispatch
import LoomHost
import LoomReactive

/// The store as an interactor sees it: state readable and writable field by field, state
/// publishers for hooks, and dispatch of further actions.
///
/// ```swift
/// store.messagesState = .loading
/// let draft = store.newMessageString
/// store.dispatch(.getMessages)
/// ```
///
/// Each write applies at once and is one state change for observers and the debug log.
/// It stays valid after the ``Store`` is released (writes still apply; dispatches are dropped),
/// so a late callback cannot crash.
///
/// The store belongs to the main actor, but the compiler cannot see every caller: a Combine
/// `sink` runs its closure on whichever thread sent the value. A write that arrives off the main
/// actor is therefore reported (a runtime issue on standard error) and applied on the main
/// actor, after the writes queued before it, instead of racing with the views that read the
/// state. Hooks never need this: ``HookPublisher`` delivers on the main actor already.
@MainActor
@dynamicMemberLookup
public final class MutatingStore<State: Equatable, Action> {
    let runtime: StateRuntime<State>
    weak var driver: (any StoreDriver<Action>)?
    /// Whether a write off the main actor was reported already.
    private var reportedOffMainWrite = false

    init(runtime: StateRuntime<State>) {
        self.runtime = runtime
    }

    /// The whole state.
    public var state: State {
        get { runtime.state }
        set {
            guard MainActorCheck.isOnMainActor else { return applyOffMainActor(OffMainWrite { $0.commit(newValue) }) }
            runtime.commit(newValue)
        }
    }

    /// One field of the state, readable and writable.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get { runtime.peek(keyPath) }
        set {
            guard MainActorCheck.isOnMainActor else {
                return applyOffMainActor(OffMainWrite { $0.write(newValue, to: keyPath) })
            }
            runtime.write(newValue, to: keyPath)
        }
    }

    /// Reports a write made off the main actor and applies it there, in the order of arrival.
    private nonisolated func applyOffMainActor(_ write: OffMainWrite<State>) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                defer { write.apply(self.runtime) }
                // Once per store: the log says what to fix, not how often.
                guard !self.reportedOffMainWrite else { return }
                self.reportedOffMainWrite = true
                RuntimeIssue.printToStandardError(RuntimeIssue("""
                    MutatingStore<\(State.self)>: state written off the main actor (a Combine sink on a \
                    background thread?). The write was applied on the main actor instead; deliver values \
                    there with HookPublisher, receiveOnMainActor() or receive(on: DispatchQueue.main).
                    """))
            }
        }
    }

    /// One read-only field of the state.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        runtime.peek(keyPath)
    }

    /// Publishers of single fields, for hooks: `store.publisher.text`.
    public var publisher: StatePublisher<State> {
        StatePublisher(runtime: runtime)
    }

    /// Makes `store.publisher` subscribers of `keyPath` emit its current value although unchanged.
    public func forceUpdate<Value>(_ keyPath: KeyPath<State, Value>) {
        runtime.forceUpdate(keyPath)
    }

    /// Dispatches another action without waiting for it.
    public func dispatch(_ action: Action) {
        driver?.send(action)
    }

    /// Dispatches another action and returns when its work is done.
    public func dispatch(_ action: Action) async {
        await driver?.dispatch(action).wait()
    }
}

/// A write to a store's state, carried from the thread that made it to the main actor.
///
/// `@unchecked Sendable`: the closure holds the written value, which the writing thread handed
/// over with the write and does not touch again; it runs once, on the main actor.
struct OffMainWrite<State: Equatable>: @unchecked Sendable {
    let apply: @MainActor (StateRuntime<State>) -> Void

    init(_ apply: @escaping @MainActor (StateRuntime<State>) -> Void) {
        self.apply = apply
    }
}
