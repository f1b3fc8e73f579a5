/// Whether the views below are on screen, for containers that keep content built while it is
/// not shown (a `TabView`'s tabs you left): SwiftUI runs `onDisappear` when such content leaves
/// the screen and `onAppear` each time it comes back, while its state stays.
///
/// It travels down the environment, so content built while hidden (a state change inside a
/// left tab) knows it is not shown, and nested containers combine with the outer ones: a tab
/// is shown only when every tab around it is.
struct ViewVisibility: Equatable {
    /// Whether a container above keeps these views built but off screen.
    var isHidden: Bool
    /// Where the appearance changes of one update go, so every view that leaves the screen runs
    /// `onDisappear` before any view that comes on runs `onAppear`, in SwiftUI's order.
    var changes: AppearanceChanges

    static func == (lhs: ViewVisibility, rhs: ViewVisibility) -> Bool {
        lhs.isHidden == rhs.isHidden && lhs.changes === rhs.changes
    }
}

/// The `onDisappear` and `onAppear` actions that visibility changes of one update call, run
/// after the update: every disappearance first, then every appearance, each in tree order.
/// Kept by the outermost container (nested ones use its queue), so one switch of tabs orders
/// all the views it shows and hides, however deep.
@MainActor
final class AppearanceChanges {
    private var disappearing: [@MainActor () -> Void] = []
    private var appearing: [@MainActor () -> Void] = []

    /// Queues a view's `onDisappear`, run after the update that hid it.
    func disappear(_ action: @escaping @MainActor () -> Void, in graph: ViewGraph) {
        disappearing.append(action)
        scheduleIfNeeded(in: graph)
    }

    /// Queues a view's `onAppear`, run after the update that showed it (and after every
    /// disappearance of that update).
    func appear(_ action: @escaping @MainActor () -> Void, in graph: ViewGraph) {
        appearing.append(action)
        scheduleIfNeeded(in: graph)
    }

    private func scheduleIfNeeded(in graph: ViewGraph) {
        guard disappearing.count + appearing.count == 1 else { return }
        graph.enqueueLifecycle { [self] in
            let actions = disappearing + appearing
            disappearing = []
            appearing = []
            for action in actions { action() }
        }
    }
}

struct ViewVisibilityKey: EnvironmentKey {
    static var defaultValue: ViewVisibility? { nil }
}

extension EnvironmentValues {
    /// Set by containers that keep hidden content built (`TabView`); `nil` means shown.
    var viewVisibility: ViewVisibility? {
        get { self[ViewVisibilityKey.self] }
        set { self[ViewVisibilityKey.self] = newValue }
    }
}

/// The appearance modifiers written after a tab's `tabItem` (`Feed().tabItem { … }.onAppear
/// { … }`): in SwiftUI they belong to the tab's content and see it appear and disappear, but
/// here they are built outside the tab item, before it knows whether its tab is chosen. The
/// outermost of them makes an edge and passes it down; each joins it, and the tab item hands
/// the edge its visibility on every build, so they follow the tab like its content does.
///
/// The edge belongs to the node of the modifier that made it (its `LifecycleActions`); it holds
/// its graph weakly, as the graph owns that node.
@MainActor
final class TabEdge {
    private weak var graph: ViewGraph?
    private var members: [LifecycleActions] = []

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Adds a modifier's actions, once.
    func add(_ actions: LifecycleActions) {
        if !members.contains(where: { $0 === actions }) { members.append(actions) }
    }

    /// Shows or hides every member, in tree order (outermost first).
    func settle(_ visibility: ViewVisibility) {
        guard let graph else { return }
        for member in members { member.settle(visibility, in: graph) }
    }
}

struct TabEdgeKey: EnvironmentKey {
    static var defaultValue: TabEdge? { nil }
}

struct OutsideTabItemKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The edge the appearance modifiers between a `TabView` and a tab's `tabItem` joined.
    var tabEdge: TabEdge? {
        get { self[TabEdgeKey.self] }
        set { self[TabEdgeKey.self] = newValue }
    }

    /// True between a `TabView` and its tabs' `tabItem`s: where a modifier is written after
    /// `.tabItem`.
    var isOutsideTabItem: Bool {
        get { self[OutsideTabItemKey.self] }
        set { self[OutsideTabItemKey.self] = newValue }
    }
}

/// Marks `TabItemModifier`, so a modifier can tell from its content's type that a `tabItem` is
/// below it.
protocol TabItemMarker {}

/// Whether a view type is a `tabItem`'s tab wrapped in modifiers (`x.tabItem { … }.tag(1)`):
/// only the appearance modifiers around such a type join a `TabEdge`. Anything else between a
/// `TabView` and its tabs (an `onAppear` on a `ForEach` of tabs, a child without `tabItem`)
/// keeps its own appearance, as before.
protocol TabItemProbe {
    static var holdsTabItem: Bool { get }
}

extension ModifiedContent: TabItemProbe {
    nonisolated static var holdsTabItem: Bool {
        Modifier.self is any TabItemMarker.Type || (Content.self as? any TabItemProbe.Type)?.holdsTabItem == true
    }
}
