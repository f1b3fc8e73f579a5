import LoomCore
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
        return [AppWindow(title: title, id: id ?? Self.slug(title), summary: summary, assets: assets) { store in
            ViewHost(content().defaultAppStorage(store))
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
