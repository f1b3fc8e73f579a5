import LoomHost

/// Hosts a view tree: builds the root view into a ``HostTree``, keeps it up to date as state
/// changes, and tells renderers when a batch of mutations is ready.
///
/// ```swift
/// let host = ViewHost(ContentView())
/// try host.hostTree.send(HostEvent(element: id, action: .tap))
/// host.update()                       // or let the scheduled update run
/// let batch = host.hostTree.takeMutations()
/// ```
@MainActor
public final class ViewHost: HostSession {
    /// The root node of the view tree.
    public let rootNode: Node
    let graph: ViewGraph

    /// Builds `root` at once into a host tree: a new one, or `hostTree` under the element
    /// `element` (how an imperative view embeds declarative content).
    public init<Root: View>(
        _ root: Root, hostTree: HostTree = HostTree(), under element: HostElementID = .root,
        issueHandler: (@MainActor (RuntimeIssue) -> Void)? = nil
    ) {
        rootNode = Node(graph: ViewGraph(hostTree: hostTree, rootElement: element))
        graph = rootNode.graph
        if let issueHandler {
            graph.issueHandler = issueHandler
            graph.hostTree.issueHandler = issueHandler
        }
        root.buildNodeTree(rootNode)
    }

    /// Lets the tree go on the main actor even when the host's last reference goes elsewhere
    /// (a detached task, another thread): its nodes are then freed where change handlers and
    /// update hops read them unretained (`NodeReference`, the graph's root pointer), so none of
    /// those can run between a node's end and its handle's clearing. One executor check per
    /// tree, where an isolated deinit on every node cost one per node.
    isolated deinit {}

    /// The host tree renderers read.
    public var hostTree: HostTree { graph.hostTree }

    /// Applies every pending change now (state writes also schedule this on the main actor).
    public func update() { graph.update() }

    /// Called after each update that changed the host tree; renderers take the batch here.
    public var onCommit: (@MainActor () -> Void)? {
        get { graph.hostTree.onCommit }
        set { graph.hostTree.onCommit = newValue }
    }

    /// Where runtime issues (a state write during `body`, duplicate ids) go.
    public var issueHandler: @MainActor (RuntimeIssue) -> Void {
        get { graph.issueHandler }
        set {
            graph.issueHandler = newValue
            graph.hostTree.issueHandler = newValue
        }
    }

    /// Counts of bodies, builds and comparisons so far.
    public var statistics: ViewGraphStatistics { graph.statistics }

    /// Ends the tree's identity: every view disappears (`onDisappear` runs) and every `task`
    /// is cancelled. The host tree keeps its last contents.
    public func tearDown() {
        graph.performPass { rootNode.unmount() }
    }

    /// Sends a user event to the host tree and applies the updates it causes at once.
    public func send(_ event: HostEvent) throws(HostEventError) {
        try hostTree.send(event)
        update()
    }
}
