import LoomCore
import LoomWebServer

/// A part of an app's interface, as in SwiftUI: a ``WindowGroup``, or scenes of your own built
/// from others in `body`.
@MainActor
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

/// A scene with no `body` of its own (``WindowGroup``): what the runner finally serves.
@MainActor
protocol PrimitiveScene {
    var windows: [AppWindow] { get }
}

extension Scene {
    /// Every window of this scene, in order.
    var windows: [AppWindow] {
        if let primitive = self as? any PrimitiveScene { return primitive.windows }
        return body.windows
    }
}

extension Never: Scene {
    public typealias Body = Never
    public var body: Never { fatalScene() }
}

/// Builds `App.body` from one or several scenes.
@MainActor
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<repeat each Content> {
        TupleScene(repeat each content)
    }
}

/// Several scenes side by side (from ``SceneBuilder``).
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    public var body: Never { fatalScene() }

    var windows: [AppWindow] {
        var all: [AppWindow] = []
        for scene in repeat each content { all += scene.windows }
        return all
    }
}

/// One window as the runner sees it: a title, an id and a way to make a session.
struct AppWindow {
    var title: String
    var id: String
    /// One line in the app's index of windows (see ``WindowGroup/summary(_:)``).
    var summary: String = ""
    var assets: WebAssets?
    /// What of a page's session outlives the process (``WindowGroup/restorationBehavior(_:)``).
    var restoration = SessionRestoration.sceneStorage
    /// The window's content view type with its module (`MyApp.ContentView`): what a test DevTools
    /// exports builds its harness with.
    var contentType = ""
    /// The window's model types with their modules, if it has a model container.
    var modelTypes: [String] = []
    var makeView: @MainActor @Sendable (KeyValueStore) -> ViewHost
}

/// `body` of a primitive scene: never called, since the runner reads `windows` instead.
func fatalScene() -> Never {
    preconditionFailure("A primitive scene's body is never evaluated.")
}
