/// Runs actions when the view's identity begins (after the update that built it) and ends.
struct AppearanceModifier: ViewModifier {
    typealias Body = Never
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        let actions = node.lifecycleActions()
        actions.onAppear = onAppear
        actions.onDisappear = onDisappear
        if !actions.hasAppeared {
            actions.hasAppeared = true
            node.graph.enqueueLifecycle { actions.onAppear?() }
            node.extras.teardown.append { actions.onDisappear?() }
        }
        node.updateChild(content, at: 0, context: node.context)
    }
}

/// Starts async work when the view appears, cancels it when the view disappears, and restarts
/// it when `id` changes.
struct TaskModifier<ID: Equatable>: ViewModifier {
    typealias Body = Never
    let id: ID
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        let actions = node.lifecycleActions()
        if !actions.hasAppeared {
            actions.hasAppeared = true
            actions.taskID = id
            node.extras.teardown.append { actions.task?.cancel() }
            node.graph.enqueueLifecycle { [priority, action] in
                actions.task = Task(priority: priority) { await action() }
            }
        } else if let previous = actions.taskID as? ID, previous != id {
            actions.taskID = id
            actions.task?.cancel()
            node.graph.enqueueLifecycle { [priority, action] in
                actions.task = Task(priority: priority) { await action() }
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
    /// Runs `action` once when this view appears, after the update that built it.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: action, onDisappear: nil))
    }

    /// Runs `action` once when this view's identity ends.
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
