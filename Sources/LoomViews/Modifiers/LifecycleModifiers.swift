/// Runs actions when the view's identity begins (after the update that built it) and ends, and
/// when a container that keeps it built hides or shows it again (see ``ViewVisibility``).
struct AppearanceModifier: ViewModifier {
    typealias Body = Never
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        let actions = node.lifecycleActions()
        actions.onAppear = onAppear
        actions.onDisappear = onDisappear
        let visibility = node.context.environment.viewVisibility
        let isHidden = visibility?.isHidden ?? false
        if !actions.hasAppeared {
            actions.hasAppeared = true
            // A view that is hidden when its identity ends disappeared already.
            node.extras.teardown.append { if actions.isShown { actions.onDisappear?() } }
            if !isHidden {
                actions.isShown = true
                node.graph.enqueueLifecycle { actions.onAppear?() }
            }
        } else if let visibility, isHidden == actions.isShown {
            actions.isShown = !isHidden
            if isHidden {
                visibility.changes.disappear({ actions.onDisappear?() }, in: node.graph)
            } else {
                visibility.changes.appear({ actions.onAppear?() }, in: node.graph)
            }
        }
        node.updateChild(content, at: 0, context: node.context)
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
        let visibility = node.context.environment.viewVisibility
        let isHidden = visibility?.isHidden ?? false
        let start: @MainActor () -> Void = { [priority, action] in
            actions.task = Task(priority: priority) { await action() }
        }
        if !actions.hasAppeared {
            actions.hasAppeared = true
            actions.taskID = id
            node.extras.teardown.append { actions.task?.cancel() }
            if !isHidden {
                actions.isShown = true
                node.graph.enqueueLifecycle(start)
            }
        } else if let visibility, isHidden == actions.isShown {
            actions.isShown = !isHidden
            actions.taskID = id
            if isHidden {
                visibility.changes.disappear({ actions.task?.cancel() }, in: node.graph)
            } else {
                visibility.changes.appear(start, in: node.graph)
            }
        } else if let previous = actions.taskID as? ID, previous != id {
            actions.taskID = id
            // Hidden, it starts with the new id when it is shown again.
            if actions.isShown {
                actions.task?.cancel()
                node.graph.enqueueLifecycle(start)
            }
        }
        node.updateChild(content, at: 0, context: node.context)
    }
}

/// The lifecycle actions of one modifier node, updated with each new modifier value.
@MainActor
final class LifecycleActions {
    var onAppear: (@MainActor () -> Void)?
    var onDisappear: (@MainActor () -> Void)?
    var hasAppeared = false
    /// Whether the view is on screen: it appeared and no container has hidden it since.
    var isShown = false
    var task: Task<Void, Never>?
    var taskID: Any?
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
