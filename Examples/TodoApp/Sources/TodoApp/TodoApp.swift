import Loom
import TodoKit

/// `swift run TodoApp` serves the app at http://127.0.0.1:8080; `--terminal` runs it here.
/// The todos are kept in `default.store` in the app's data folder (`$LOOM_STORAGE_DIR` or
/// `~/.local/share/TodoApp/`), shared live by every browser tab. Each tab's screen (the text
/// being typed, the todo open for editing) is kept there too, so a restart or a deploy of the
/// server does not lose it (`.includingViewState`: the views' `@State` holds only text and a
/// model identifier, which mean the same in any process).
@main
struct TodoApp: App {
    var body: some Scene {
        WindowGroup("Todo") {
            ContentView()
        }
        .modelContainer(for: TodoItem.self)
        .restorationBehavior(.includingViewState)
        .webAssets(WebAssets(bundle: .module, folder: "Public", favicon: "favicon.svg", stylesheets: ["todo.css"]))
    }
}
