import LoomReactive
import LoomHost
import Observation

/// The runtime behind one node tree: the host tree it writes to, the update passes, the
/// deferred host syncs and lifecycle callbacks, and the reporting of misuse.
///
/// Held by ``ViewHost`` and by every node of the tree (so a root `Node()` in a seed-style test
/// keeps its own runtime alive); it holds nodes only while they are queued.
///
/// Its hot stored properties are `@exclusivity(unchecked)`: every access happens on the main
/// actor and none is held across a call that could reach the same property, so the run-time
/// exclusivity check (a thread-local access-set lookup per access, 13% of an update pass in the
/// store benchmark) only cost time. Keep it that way: no `inout` of these properties across
/// calls that may re-enter the engine.
@MainActor
final class ViewGraph {
    let hostTree: HostTree
    /// The root node, unretained (the root holds the graph): cleared when the root goes away.
    var root: Node? { rootPointer?.takeUnretainedValue() }
    @exclusivity(unchecked) private var rootPointer: Unmanaged<Node>?
    /// The context the root view is built with.
    @exclusivity(unchecked) var rootContext = NodeContext(environment: EnvironmentValues())
    /// Where runtime issues go; tests replace it.
    var issueHandler: @MainActor (RuntimeIssue) -> Void = RuntimeIssue.printToStandardError
    /// The element the root view's elements go under: the tree's root, or an element of an
    /// imperative view that embeds declarative content.
    let rootElement: HostElementID

    /// What DevTools records of this tree (body runs, invalidation reasons), once it has
    /// looked at the session; `nil` otherwise.
    var inspector: ViewInspector?

    /// Counters tests and benchmarks read: how many bodies and builds the runtime ran.
    @exclusivity(unchecked) private(set) var statistics = ViewGraphStatistics()

    /// The animation of the changes this pass applies (set by changes made in `withAnimation`).
    @exclusivity(unchecked) private(set) var passAnimation: HostAnimation?
    @exclusivity(unchecked) private var pendingAnimation: HostAnimation?

    @exclusivity(unchecked) private var passDepth = 0
    /// Whether some node is dirty and no update has run since (cleared by `update()`).
    @exclusivity(unchecked) private var isUpdateScheduled = false
    /// Whether a hop to run `update()` is already queued. Kept apart from `isUpdateScheduled` so
    /// that a host which updates synchronously (tests, benchmarks, the web session's event
    /// handler) does not queue one more task per change: at most one hop is ever in flight.
    @exclusivity(unchecked) private var isUpdateTaskQueued = false
    /// The node whose `body` (or content closure) is running, to catch state writes in it.
    var evaluatingNode: Node? { evaluating?.takeUnretainedValue() }
    /// The same, unretained: set only for the length of that evaluation, which its caller holds
    /// the node through, and no pass that could free it starts meanwhile (``refusesReentry(_:)``);
    /// a strong reference cost a retain and a release per body and per write.
    @exclusivity(unchecked) private var evaluating: Unmanaged<Node>?
    @exclusivity(unchecked) private var pendingHostSyncs: [Node] = []
    /// Whether the elements under the tree root are recomputed at the end of this pass.
    @exclusivity(unchecked) private(set) var isRootSyncPending = false
    @exclusivity(unchecked) private var lifecycleQueue: [@MainActor () -> Void] = []
    /// Nodes marked for a rebuild since the last update, in the order they were marked.
    @exclusivity(unchecked) private var dirtyNodes: [Node] = []

    /// What the session keeps beyond its process (`@SceneStorage`, and `Codable` `@State` when
    /// its app opts in), when a server made the tree for a session (``SessionState/current``).
    let sessionState: SessionState?
    /// The `@SceneStorage` values of the tree, one box per key, alive as long as the tree (the scene).
    var sceneStorage: [String: AnyObject] = [:]

    init(hostTree: HostTree = HostTree(), rootElement: HostElementID = .root) {
        self.hostTree = hostTree
        self.rootElement = rootElement
        sessionState = SessionState.current
        if InspectionRequest.isActive { inspector = ViewInspector() }
    }

    func attachRoot(_ node: Node) { rootPointer = Unmanaged.passUnretained(node) }

    /// Forgets the root, which is being deallocated; later updates do nothing.
    func detachRoot(_ node: Node) {
        if rootPointer?.toOpaque() == Unmanaged.passUnretained(node).toOpaque() { rootPointer = nil }
    }

    // MARK: Passes

    /// Runs `work` as an update pass; the outermost pass then commits: host syncs, lifecycle
    /// callbacks, and the notification that a batch of mutations is ready.
    func performPass(_ work: () -> Void) {
        if passDepth == 0, pendingAnimation != nil {
            passAnimation = pendingAnimation
            pendingAnimation = nil
        }
        passDepth += 1
        work()
        passDepth -= 1
        if passDepth == 0 { commit() }
    }

    /// Rebuilds every dirty node now: each round takes the queued nodes, shallowest first (so
    /// parents before children, and a node an ancestor rebuilt is skipped), in one pass; changes
    /// made by that pass's lifecycle callbacks make the next round.
    func update() {
        guard !refusesReentry("An update was requested") else { return }
        isUpdateScheduled = false
        // Work an event left for before its update (a data context's save): its effects
        // (another query's results) join this update instead of coming after it.
        PendingWork.run()
        guard rootPointer != nil else {
            // The root is gone (its nodes with it): nothing queued can be rebuilt.
            dirtyNodes = []
            return
        }
        var rounds = 0
        while !dirtyNodes.isEmpty, rounds < 100 {
            rounds += 1
            if dirtyNodes.count == 1 {
                // The usual round, one changed view: taken out of the queue as it is, with no
                // batch to sort, swap or empty.
                let node = dirtyNodes.removeLast()
                performPass { node.rebuildIfDirty() }
                continue
            }
            var batch: [Node] = []
            swap(&batch, &dirtyNodes)
            // By depth, and in queue order within a depth (`sort` alone is not stable). A batch
            // queued in that order already (rows of one list, each invalidated by its own model)
            // is kept as it is: sorting it made two arrays and compared every pair it looked at.
            if !Self.isShallowestFirst(batch) {
                batch = batch.enumerated()
                    .sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }
                    .map(\.element)
            }
            performPass {
                for index in batch.indices {
                    // Unretained: the batch is this function's own and holds every node.
                    withGuaranteed(Unmanaged.passUnretained(batch[index])) { $0.rebuildIfDirty() }
                }
            }
            // Hand the buffer back, so the next change does not allocate a new one.
            if dirtyNodes.isEmpty {
                batch.removeAll(keepingCapacity: true)
                swap(&batch, &dirtyNodes)
            }
        }
        if !dirtyNodes.isEmpty {
            report("Views kept invalidating each other after 100 update rounds (an onAppear or a change handler writes state every time it runs). Updates stop here until the next change.")
        }
    }

    /// Whether no node of `batch` is deeper than a node queued after it.
    private static func isShallowestFirst(_ batch: [Node]) -> Bool {
        var previous = 0
        for node in batch {
            if node.depth < previous { return false }
            previous = node.depth
        }
        return true
    }

    /// Whether a pass must not start now because a body is running: a pass inside a body could
    /// rebuild an ancestor of the evaluating node (or, for a root, replace its stored view) and
    /// free what the running build holds unretained (the node's children, its stored view, the
    /// evaluating node itself). Reported; pending changes are applied by the update after it.
    func refusesReentry(_ what: String) -> Bool {
        guard let evaluating else { return false }
        report("""
            \(what) while the body of \(evaluating.takeUnretainedValue().viewName) was running. \
            Views cannot be updated from inside a body: pending changes are applied after it.
            """)
        return true
    }

    /// Queues a node that was just marked for a rebuild, and asks for an update.
    func enqueueDirty(_ node: Node) {
        dirtyNodes.append(node)
        scheduleUpdate()
    }

    /// Asks for one update on the main actor, however many changes arrive before it runs.
    func scheduleUpdate() {
        guard !isUpdateScheduled else { return }
        isUpdateScheduled = true
        guard !isUpdateTaskQueued else { return }
        isUpdateTaskQueued = true
        // A strong capture: the graph lives until the hop runs, which is soon (its root may be
        // gone by then; see `detachRoot`). A weak one would give the graph a side table, and
        // every retain of it would take the slow path.
        Task { @MainActor in
            self.isUpdateTaskQueued = false
            if self.isUpdateScheduled { self.update() }
        }
    }

    /// Checks before each step: on the common pass (one text changed) there is nothing to sync
    /// or call, and even clearing an empty array or a `nil` releases the old value.
    private func commit() {
        if !pendingHostSyncs.isEmpty || isRootSyncPending { syncPendingHosts() }
        if passAnimation != nil { passAnimation = nil }
        if !lifecycleQueue.isEmpty {
            let callbacks = lifecycleQueue
            lifecycleQueue.removeAll()
            for callback in callbacks { callback() }
        }
        hostTree.didCommit()
    }

    // MARK: Bodies

    /// Evaluates a body (or a content closure) on behalf of `node`, tracking the `@Observable`
    /// properties it reads so a later change to one of them invalidates exactly this node.
    func evaluateBody<Body>(of node: Node, _ body: () -> Body) -> Body {
        statistics.bodies += 1
        inspector?.bodyWillRun(in: node)
        withGuaranteed(node.unretainedHandle) { $0.readGeneration &+= 1 }
        return evaluate(for: node, reason: "an @Observable property it read changed", ofBody: true, body)
    }

    /// Evaluates a container's content closures (`ForEach`) for `node`, tracked like a body
    /// but not counted as one. Unlike a body it does not start a new generation of reads: a
    /// container may evaluate only some of its closures in one update.
    func evaluateContent<Content>(of node: Node, _ content: () -> Content) -> Content {
        evaluate(for: node, reason: "an @Observable property its content read changed", ofBody: false, content)
    }

    private func evaluate<Result>(
        for node: Node, reason: String, ofBody: Bool, _ work: () -> Result
    ) -> Result {
        let outer = evaluating
        // Unretained: the node holds its handle, and the caller holds the node.
        let handle = node.unretainedHandle
        let outerReader = ReadTracking.currentReader
        evaluating = Unmanaged.passUnretained(node)
        ReadTracking.currentReader = handle
        defer {
            evaluating = outer
            ReadTracking.currentReader = outerReader
        }
        // The change handler holds the handle strongly: Observation keeps it until the next
        // change of a property the work read, which may come long after the node is gone (an
        // `if` hid the view, the host was torn down). The handle outlives the node safely: the
        // node clears it when it is unmounted or freed, and the handler then does nothing.
        // (Held unretained, the handler read a freed handle: a crash on the first write after
        // the view went away.)
        // (`onChange` is an autoclosure: the handler, and its retain, are made only when the
        // work read an `@Observable` property.)
        // A body's reads carry its generation: Observation keeps them registered until one of
        // their properties changes, also after a later body of the node (its parent rebuilt it)
        // stopped reading them; such a change must re-run nothing. Content closures do not start
        // a generation (see `evaluateContent`), so their reads are always current.
        return withObservationTracking(work) { [
            owner = handle.takeUnretainedValue(),
            generation = ofBody ? handle.takeUnretainedValue().readGeneration : nil
        ] in
            ObservationBridge.invalidate(owner, readIn: generation, reason: reason)
        }
    }

    func countBuild(of node: Node) { statistics.builds += 1 }

    /// Decides whether an invalidation may schedule work. A state write while a body runs is a
    /// mistake (it would re-render forever): it is reported and does not invalidate.
    func acceptInvalidation(of node: Node, reason: String) -> Bool {
        inspector?.nodeWasInvalidated(node, because: reason)
        guard let evaluating else {
            if let animation = Transaction.current.animation { pendingAnimation = animation.host }
            return true
        }
        reportWriteDuringBody("A change (\(reason))", evaluating: evaluating.takeUnretainedValue())
        return false
    }

    /// Reports a state change made while a body was running.
    func reportWriteDuringBody(_ what: String, evaluating: Node) {
        report("""
            \(what) while the body of \(evaluating.viewName) was running. Modifying state during \
            an update is not allowed: the new value is kept but no view is re-rendered for it. Move \
            the write into an action, onAppear or task.
            """)
    }

    /// Compares two values of `node`'s view type with the plan cached on the node.
    func areEqual<V: View>(_ lhs: V, _ rhs: V, at node: Node) -> Bool {
        statistics.comparisons += 1
        let comparator: FieldComparator
        if let cached = node.comparator {
            comparator = cached
        } else {
            comparator = ComparatorCache.comparator(for: V.self)
            node.comparator = comparator
        }
        return withAddresses(of: lhs, rhs) { comparator.isEqual($0, $1) }
    }

    /// Compares two values of one type with the cached plan for the type.
    static func compare<V>(_ lhs: V, _ rhs: V) -> Bool {
        let comparator = ComparatorCache.comparator(for: V.self)
        return withAddresses(of: lhs, rhs) { comparator.isEqual($0, $1) }
    }

    // MARK: Host syncs and lifecycle

    /// Notes that the host children under `node`'s nearest host element (or the tree root)
    /// must be recomputed at the end of the pass.
    ///
    /// Walks up unretained (``Node/withParent(_:)``): the caller holds `node`, and each parent
    /// outlives its children's reads of it. Through `current.parent` the walk retained and
    /// released every node it passed, and `node` itself: about 17 pairs per created benchmark
    /// row, as every child made ends here.
    func markHostStructureChanged(below node: Node) {
        var cursor: Unmanaged<Node>? = Unmanaged.passUnretained(node)
        while let current = cursor {
            let reachedHost = withGuaranteed(current) { current in
                guard current.hostElement != nil else {
                    cursor = current.unretainedParent
                    return false
                }
                if !current.isPendingHostSync {
                    current.isPendingHostSync = true
                    pendingHostSyncs.append(current)
                }
                return true
            }
            if reachedHost { return }
        }
        isRootSyncPending = true
    }

    /// Notes that the elements directly under the tree root must be recomputed.
    func markRootStructureChanged() { isRootSyncPending = true }

    /// Takes back a root sync that a view placing its new children itself made needless (see
    /// `Node.buildingChildrenPlacedDirectly(_:)`).
    func cancelRootSync() { isRootSyncPending = false }

    private func syncPendingHosts() {
        while let node = pendingHostSyncs.popLast() {
            if node.isPendingHostSync, node.isMounted { node.syncHostChildren() }
            node.isPendingHostSync = false
        }
        if isRootSyncPending, let root {
            isRootSyncPending = false
            var elements: [HostElementID] = []
            root.collectHostElements(into: &elements)
            hostTree.setChildren(elements, of: rootElement)
        }
    }

    /// Runs `callback` after the current pass, in the order queued (`onAppear`, `onDisappear`).
    func enqueueLifecycle(_ callback: @escaping @MainActor () -> Void) {
        lifecycleQueue.append(callback)
        if passDepth == 0 { commit() }
    }

    func report(_ message: String) {
        statistics.issues += 1
        issueHandler(RuntimeIssue(message))
    }
}

/// What a runtime has done so far; tests pin behaviour with these counts, benchmarks report them.
public struct ViewGraphStatistics: Hashable, Sendable {
    /// `body` evaluations (and `ForEach` content closures).
    public var bodies = 0
    /// Node builds of any kind, built-in views included.
    public var builds = 0
    /// View value comparisons.
    public var comparisons = 0
    /// Runtime issues reported.
    public var issues = 0
}

/// Observation calls its change handler on the writing thread, once, before the write: this
/// hops to the main actor when needed and invalidates the node.
enum ObservationBridge {
    /// `generation`: the node's read generation when the body that made the reads ran (`nil`:
    /// the reads are current whatever body ran since, see `ViewGraph.evaluate`).
    static func invalidate(_ handle: NodeReference, readIn generation: UInt32? = nil, reason: String) {
        // The handle is main-actor isolated (hence Sendable); touching it needs the main actor.
        if MainActorCheck.isOnMainActor {
            MainActor.assumeIsolated {
                // A later body ran: if it reads the property too, its own registration tells it.
                if let generation, generation != handle.readGeneration { return }
                _ = handle.readValueDidChange(because: reason)
            }
        } else {
            // From another thread the write lands after this handler: a body that ran before
            // the hop may have read the old value, so the node re-runs whatever its generation.
            Task { @MainActor in _ = handle.readValueDidChange(because: reason) }
        }
    }
}
