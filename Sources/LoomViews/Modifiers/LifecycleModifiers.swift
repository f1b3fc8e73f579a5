/// Runs actions when the view's identity begins (after the update that built it) and ends, and
/// when a container that keeps it built hides or shows it again (see ``ViewVisibility``).
struct AppearanceModifier: ViewModifier {
    typealias Body = Never
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        let actions = node.lifecycleActions()
        actions.appear = { [onAppear] in onAppear?() }
        actions.disappear = { [onDisappear] in onDisappear?() }
        if !actions.hasAppeared {
            actions.hasAppeared = true
            // A view that is hidden when its identity ends disappeared already.
            node.extras.teardown.append { if actions.isShown { actions.disappear() } }
        }
        node.updateChild(content, at: 0, context: actions.follow(node.context, content: Wrapped.self, in: node.graph))
    }
}

/// Starts async work when the view appears, cancels it when the view disappears (a tab you
/// leave included), and restarts it when `id` changes or the view appears again.
struct TaskModifier<ID: Equatable>: ViewModifier {
    typealias Body = Never
    let id: ID
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        let actions = node.lifecycleActions()
        let start: @MainActor () -> Void = { [priority, action] in
            actions.task = Task(priority: priority) { await action() }
        }
        actions.appear = start
        actions.disappear = { actions.task?.cancel() }
        if !actions.hasAppeared {
            actions.hasAppeared = true
            actions.taskID = id
            node.extras.teardown.append { actions.task?.cancel() }
        } else if let previous = actions.taskID as? ID, previous != id {
            actions.taskID = id
            // Hidden, it starts with the new id when it is shown again.
            if actions.isShown {
                actions.task?.cancel()
                node.graph.enqueueLifecycle(start)
            }
        }
        node.updateChild(content, at: 0, context: actions.follow(node.context, content: Wrapped.self, in: node.graph))
    }
}

/// The lifecycle actions of one modifier node, updated with each new modifier value.
@MainActor
final class LifecycleActions {
    /// What appearing runs: `onAppear`'s action, or starting a `task`.
    var appear: @MainActor () -> Void = {}
    /// What disappearing runs: `onDisappear`'s action, or cancelling the `task`.
    var disappear: @MainActor () -> Void = {}
    var hasAppeared = false
    /// Whether the visibility this node follows has been read once (the first appearance).
    var hasSettled = false
    /// Whether the view is on screen: it appeared and no container has hidden it since.
    var isShown = false
    var task: Task<Void, Never>?
    var taskID: Any?
    /// The tab edge this modifier made, when it sits outside a tab's `tabItem` (see `TabEdge`).
    var edge: TabEdge?

    /// Follows the visibility the node's context gives, and returns the context for its
    /// content. Outside a tab's `tabItem` (`x.tabItem { … }.onAppear { … }`), the tab's own
    /// visibility is not known yet: the actions join the tab edge the tab item settles.
    func follow(_ context: NodeContext, content: Any.Type, in graph: ViewGraph) -> NodeContext {
        guard context.environment.isOutsideTabItem, (content as? any TabItemProbe.Type)?.holdsTabItem == true else {
            settle(context.environment.viewVisibility, in: graph)
            return context
        }
        let edge = context.environment.tabEdge ?? self.edge ?? TabEdge(graph: graph)
        if context.environment.tabEdge == nil { self.edge = edge }
        edge.add(self)
        var inner = context
        inner.environment.tabEdge = edge
        return inner
    }

    /// Appears on the first call unless hidden; then appears or disappears when a container
    /// shows or hides the view, through the update's queue of changes (old before new).
    func settle(_ visibility: ViewVisibility?, in graph: ViewGraph) {
        let isHidden = visibility?.isHidden ?? false
        if !hasSettled {
            hasSettled = true
            if !isHidden {
                isShown = true
                graph.enqueueLifecycle { [self] in appear() }
            }
        } else if let visibility, isHidden == isShown {
            isShown = !isHidden
            if isHidden {
                visibility.changes.disappear({ [self] in disappear() }, in: graph)
            } else {
                visibility.changes.appear({ [self] in appear() }, in: graph)
            }
        }
    }
}

extension Node {
    func lifecycleActions() -> LifecycleActions {
        if let existing = storage?.children as? LifecycleActions { return existing }
        let made = LifecycleActions()
        extras.children = made
        return made
    }
}

extension View {
    /// Runs `action` when this view appears, after the update that built it, and again each
    /// time a container that kept it hidden shows it (a `TabView` tab chosen again).
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: action, onDisappear: nil))
    }

    /// Runs `action` when this view's identity ends, or when a container hides it while keeping
    /// its state (a `TabView` tab you leave).
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: nil, onDisappear: action))
    }

    /// Starts `action` when this view appears and cancels it when the view disappears.
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Like `task(priority:_:)`, and restarts the task (cancelling the running one) when `id` changes.
    public func task<ID: Equatable>(
        id: ID, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: id, priority: priority, action: action))
    }
}
