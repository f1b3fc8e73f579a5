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
