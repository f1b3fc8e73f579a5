import LoomCore

/// An app, as in SwiftUI: its scenes, and `@main` to run it.
///
/// ```swift
/// @main
/// struct TodoApp: App {
///     var body: some Scene {
///         WindowGroup("Todo") { ContentView() }
///     }
/// }
/// ```
/// `swift run TodoApp` serves it at http://127.0.0.1:8080 (one session per browser tab, each
/// with its own view state); `--terminal` runs it in the terminal instead. See ``AppArguments``
/// for the command line every Loom app shares.
@MainActor
public protocol App {
    associatedtype Body: Scene
    /// The app's scenes: one `WindowGroup` is one app on the web.
    @SceneBuilder var body: Body { get }
    /// Made once per process: state kept here is shared by every session.
    init()
}

extension App {
    /// Runs the app: `@main` calls this (see ``AppRunner``). Synchronous, as SwiftUI's is, so
    /// that the main run loop turns and timers scheduled on it fire (see
    /// ``AppRunner/runOnMainRunLoop(_:)``).
    public static func main() {
        AppRunner.runOnMainRunLoop { await AppRunner.run(Self()) }
    }
}
