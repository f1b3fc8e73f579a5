/// An action whose previous run is cancelled when another action with the same identifier is
/// dispatched (a search that restarts on every keystroke, for instance).
///
/// ```swift
/// enum SearchAction: CancellableAction {
///     case search(String)
///     var cancelIdentifier: String? { "search" }
/// }
/// ```
///
/// Cancellation is cooperative: the old task is marked cancelled and should stop at its next
/// cancellation check. An action whose identifier is `nil` is never cancelled this way.
public protocol CancellableAction {
    /// Actions with the same non-nil identifier cancel each other's earlier runs.
    var cancelIdentifier: String? { get }
}
