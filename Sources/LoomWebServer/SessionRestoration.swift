/// What of a session outlives its process (with a ``WebServerConfiguration/sessionStore``).
public enum SessionRestoration: Sendable, Hashable {
    /// Nothing: the session ends with its process, and its page says so.
    case disabled
    /// The session's `@SceneStorage` values and the events it applied: the default, as SwiftUI
    /// restores a scene's storage.
    case sceneStorage
    /// Also the `Codable` `@State` of the views on screen, by view identity (form text,
    /// selections, a `NavigationStack`'s path): an app opts in, because state holding handles
    /// or ids of one process's objects would be wrong in another.
    case viewState
}
