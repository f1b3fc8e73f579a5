import LoomWebServer

/// What of a window's page outlives the process serving it (``WindowGroup/restorationBehavior(_:)``).
public struct SceneRestorationBehavior: Sendable, Hashable {
    let session: SessionRestoration

    /// `@SceneStorage` and the page's place in its event stream come back in another process.
    public static let automatic = SceneRestorationBehavior(session: .sceneStorage)
    /// Nothing is kept: the page's session ends with its process.
    public static let disabled = SceneRestorationBehavior(session: .disabled)
    /// Loom's addition: also the `Codable` `@State` of the views on screen.
    public static let includingViewState = SceneRestorationBehavior(session: .viewState)
}
