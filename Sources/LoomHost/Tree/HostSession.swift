/// A running app as a renderer sees it: a host tree that changes, a way to apply pending
/// updates, a notification when a batch is ready, and an end.
///
/// The view engine's `ViewHost` is one; renderers depend on this protocol, not on the engine,
/// so the dependency arrows keep pointing down.
@MainActor
public protocol HostSession: AnyObject {
    /// The tree the renderer mirrors.
    var hostTree: HostTree { get }
    /// Applies pending changes now.
    func update()
    /// Called after each update that changed the tree.
    var onCommit: (@MainActor () -> Void)? { get set }
    /// Ends the app: its views disappear and their tasks are cancelled.
    func tearDown()
}
