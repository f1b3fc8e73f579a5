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
/// `onAction` runs for every dispatched action, synchronously up to its first suspension, as a
/// task of its own. `publisher(for:store:)` runs once per case of `Hook` when the store is
/// created; the returned subscription lives as long as the store. An interactor may have only
/// actions (hooks default to ``NoHook``) or only hooks (actions default to doing nothing).
///
/// Actions that never await can skip the task (a Loom addition to Eazy's interactor, for the
/// actions a screen dispatches most): handle them in ``onActionImmediately(_:store:)`` and
/// leave the rest to `onAction`.
/// ```swift
/// func onActionImmediately(_ action: CounterAction, store: MutatingStore<CounterState, CounterAction>) -> ImmediateHandling {
///     switch action {
///     case .increment: store.count += 1; return .done
///     case .load: return .needsOnAction
///     }
/// }
/// ```
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

    /// Handles `action` at once, without a task, if it needs no awaiting; called for every action
    /// before `onAction`, which runs only when this returns ``ImmediateHandling/needsOnAction``
    /// (after whatever this changed). The default leaves every action to `onAction`.
    ///
    /// An action handled here is logged, counted as started and cancels earlier runs with its
    /// cancel identifier exactly like one handled by `onAction`; awaiting its dispatch returns at
    /// once. It costs no task, which is most of what a dispatch of an action that does not
    /// suspend costs otherwise.
    func onActionImmediately(_ action: Action, store: MutatingStore<State, Action>) -> ImmediateHandling
}

/// Whether ``Interactor/onActionImmediately(_:store:)`` finished an action.
public enum ImmediateHandling: Sendable, Equatable {
    /// The action is done; `onAction` is not called.
    case done
    /// The action awaits something: `onAction` runs it, as a task.
    case needsOnAction
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

    /// Every action is left to `onAction`.
    public func onActionImmediately(_ action: Action, store: MutatingStore<State, Action>) -> ImmediateHandling {
        .needsOnAction
    }
}
