import LoomCore
import LoomData
import LoomWebServer

/// A window of the app, as in SwiftUI: on the web, the page at `/` (each browser tab a session
/// with its own instance of `content`); in the terminal, the whole screen.
///
/// ```swift
/// WindowGroup("Todo") { ContentView() }
///     .webAssets(WebAssets(bundle: .module, favicon: "favicon.svg", stylesheets: ["todo.css"]))
/// ```
/// The title is the page's `<title>`. An app with several window groups is served like the
/// showcase (which is one): a list at `/`, each at `/app/<id>`; in the terminal, a menu.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    let title: String
    let id: String?
    var assets: WebAssets?
    var summary = ""
    /// The container whose context every session of the window gets (`.modelContainer`), or
    /// the retries of one that could not be opened yet.
    var modelStore: ModelStoreGate?
    /// The models of the window's container, for the tests DevTools exports.
    var modelTypes: [any PersistentModel.Type] = []
    var restoration = SceneRestorationBehavior.automatic
    let content: @MainActor @Sendable () -> Content

    /// A window titled `title`; `id` names it in URLs when the app has several (default: from the title).
    public init(_ title: String, id: String? = nil, @ViewBuilder content: @escaping @MainActor @Sendable () -> Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    /// A window with no title of its own: the page is titled after the app's type.
    public init(id: String? = nil, @ViewBuilder content: @escaping @MainActor @Sendable () -> Content) {
        self.init("", id: id, content: content)
    }

    public var body: Never { fatalScene() }

    var windows: [AppWindow] {
        let content = content
        let gate = modelStore
        return [AppWindow(
            title: title, id: id ?? Self.slug(title), summary: summary, assets: assets, restoration: restoration.session,
            contentType: String(reflecting: Content.self), modelTypes: modelTypes.map { String(reflecting: $0) }
        ) { store in
            let root = content().defaultAppStorage(store)
            guard let gate else { return ViewHost(root) }
            return ViewHost(ModelStoreGateView(gate: gate, content: root))
        }]
    }

    /// A URL path segment from a title: lower-case letters and digits joined by dashes.
    static func slug(_ title: String) -> String {
        let words = title.lowercased().split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        return words.isEmpty ? "app" : words.joined(separator: "-")
    }
}

extension WindowGroup {
    /// The window's own files on the web: a favicon, stylesheets and a folder served at
    /// `/static/` (Loom's addition; SwiftUI has no web pages).
    public func webAssets(_ assets: WebAssets) -> Self {
        var copy = self
        copy.assets = assets
        return copy
    }

    /// What of a page outlives the process serving it, as SwiftUI's `restorationBehavior`:
    /// `.automatic` (the default) keeps `@SceneStorage`, so after a crash, a restart or a
    /// deploy another process shows the page its screen again; `.disabled` keeps nothing;
    /// `.includingViewState` (Loom's) also keeps the `Codable` `@State` of the views on screen,
    /// by view identity: form text, selections, a `NavigationStack`'s path, with no
    /// `@SceneStorage` written. Opt in only when no such state holds handles or ids of one
    /// process's objects. See docs/DEPLOYMENT.md.
    public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> Self {
        var copy = self
        copy.restoration = behavior
        return copy
    }

    /// One line describing the window in the app's index, for an app with several windows: the
    /// home page lists each window with it, and so does the terminal's menu (Loom's addition).
    ///
    /// ```swift
    /// WindowGroup("Counter", id: "counter") { CounterView() }
    ///     .summary("Taps and counts")
    /// ```
    public func summary(_ summary: String) -> Self {
        var copy = self
        copy.summary = summary
        return copy
    }
}

extension WindowGroup {
    /// Gives every session of the window a context of its own on `container`, as SwiftData's
    /// scene modifier does: each browser tab's views read theirs from
    /// `@Environment(\.modelContext)`, and every session's `@Query`s follow the others' saves.
    @MainActor
    public func modelContainer(_ container: ModelContainer) -> Self {
        var copy = self
        copy.modelStore = ModelStoreGate(container: container)
        copy.modelTypes = container.schema.models
        return copy
    }

    /// Makes the window's container for `modelTypes` once for the process: the default store
    /// (see `ModelConfiguration`: the app's file, or `LOOM_DATABASE_URL`'s database), or memory.
    /// A store that cannot be opened is reported on standard error and on every session's page,
    /// and tried again every few seconds while it may come back (a database server that is
    /// down); the window never runs on a throw-away store in its place, where what users enter
    /// would be lost.
    @MainActor
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> Self {
        modelContainer(for: modelTypes, configuration: ModelConfiguration(isStoredInMemoryOnly: inMemory), onSetup: onSetup)
    }

    @MainActor
    func modelContainer(
        for modelTypes: [any PersistentModel.Type], configuration: ModelConfiguration,
        onSetup: @escaping (Result<ModelContainer, any Error>) -> Void
    ) -> Self {
        let schema = Schema(modelTypes)
        do {
            let container = try ModelContainer(for: schema, configurations: [configuration])
            onSetup(.success(container))
            return modelContainer(container)
        } catch {
            onSetup(.failure(error))
            var copy = self
            copy.modelStore = ModelStoreGate(failure: error, title: title.isEmpty ? "the app" : title) {
                try ModelContainer(for: schema, configurations: [configuration])
            }
            copy.modelTypes = modelTypes
            return copy
        }
    }

    /// ``modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)`` for one model type.
    @MainActor
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> Self {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }
}
