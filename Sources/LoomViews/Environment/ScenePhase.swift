/// Whether the app's scene is in front of the user: `@Environment(\.scenePhase)`.
///
/// ```swift
/// .onChange(of: scenePhase) { _, phase in if phase != .active { saveDraft() } }
/// ```
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not shown: in the background.
    case background
    /// Shown but not taking input (behind a system overlay on a device).
    case inactive
    /// Shown and taking input.
    case active
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
    /// The phase of the scene the view is in. A view Loom builds is on a page or terminal that
    /// is being served, so it is ``ScenePhase/active`` unless an app or test sets another phase
    /// with `.environment(\.scenePhase, …)`. A hidden browser tab is not reported as
    /// `.background`: the page sends no visibility events.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
