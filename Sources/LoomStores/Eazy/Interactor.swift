import LoomReactive

/// Decides how a feature's state changes: handles its actions and sets up its hooks.
///
/// ```swift
/// struct CounterInteractor: Interactor {
///     func onAction(_ action: CounterAction, store: MutatingStore<CounterState, CounterAction>) async {
///         switch action {
///         case .increment: store.count += 1
///         }
///     }
/// }
/// ```
///
/// `onAction` runs for every dispatched action, synchronously up to its first suspension.
/// `publisher(for:store:)` runs once per case of `Hook` when the store is created; the returned
/// subscription lives as long as the store. An interactor may have only actions (hooks default to
/// ``NoHook``) or only hooks (actions default to doing nothing).
@MainActor
public protocol Interactor {
    /// The feature's state.
    associatedtype State: Equatable
    /// The feature's actions.
    associatedtype Action
    /// The feature's hooks: one subscription is set up per case.
    associatedtype Hook: CaseIterable = NoHook

    /// Handles `action`, changing state through `store`; the dispatcher may await its return.
    func onAction(_ action: Action, store: MutatingStore<State, Action>) async

    /// Subscribes to whatever should change state for `hook` (a service, or the store's own publisher).
    func publisher(for hook: Hook, store: MutatingStore<State, Action>) -> AnyCancellable
}

/// The hook type of an interactor that has no hooks: it has no values.
///
/// A struct with no public initialiser rather than an empty enum, so the default
/// `publisher(for:store:)` below has an ordinary (never-called) body instead of unreachable code.
public struct NoHook: CaseIterable, Sendable {
    private init() {}
    /// No cases.
    public static var allCases: [NoHook] { [] }
}

extension Interactor where Hook == NoHook {
    /// No hooks: never called.
    public func publisher(for hook: NoHook, store: MutatingStore<State, Action>) -> AnyCancellable {
        AnyCancellable {}
    }
}

extension Interactor {
    /// No actions: does nothing.
    public func onAction(_ action: Action, store: MutatingStore<State, Action>) async {}
}
