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
    /// The container whose context every session of the window gets (`.modelContainer`).
    var modelContainer: ModelContainer?
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
        let container = modelContainer
        return [AppWindow(title: title, id: id ?? Self.slug(title), summary: summary, assets: assets) { store in
            let root = content().defaultAppStorage(store)
            guard let container else { return ViewHost(root) }
            return ViewHost(root.modelContainer(container))
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
    public func modelContainer(_ container: ModelContainer) -> Self {
        var copy = self
        copy.modelContainer = container
        return copy
    }

    /// Makes the window's container for `modelTypes` once for the process: the default store
    /// file in the app's data folder (see `ModelConfiguration`), or memory. A store that cannot
    /// be opened is reported on standard error and the window runs on an in-memory store, so
    /// the app still starts and says why its data is not kept.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> Self {
        do {
            let container = try ModelContainer(for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
            onSetup(.success(container))
            return modelContainer(container)
        } catch {
            FileHandle.standardError.write(Data("\(title): the data store could not be opened, so nothing will be kept: \(error)\n".utf8))
            onSetup(.failure(error))
            guard let fallback = try? ModelContainer(for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]) else { return self }
            return modelContainer(fallback)
        }
    }

    /// ``modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)`` for one model type.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> Self {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }
}
