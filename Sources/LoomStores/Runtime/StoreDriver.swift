/// How a store turns an action into state changes.
///
/// A ``Store`` is one type for both store styles; what differs is its driver: an interactor with
/// hooks (Eazy) or a chain of interceptors, state updaters and side effects (Katana). Both drive
/// the same ``StateRuntime``.
@MainActor
protocol StoreDriver<Action>: AnyObject {
    associatedtype Action
    /// Starts handling `action` in dispatch order; the completion finishes when its work is done.
    func dispatch(_ action: Action) -> Completion
    /// Starts handling `action` in dispatch order, for a caller that does not wait for it.
    func send(_ action: Action)
    /// Cancels everything the driver still runs (hooks, actions, side effects).
    func stop()
}
