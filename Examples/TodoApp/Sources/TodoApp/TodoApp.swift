import Loom
import TodoKit

/// `swift run TodoApp` serves the app at http://127.0.0.1:8080; `--terminal` runs it here.
/// The todos are kept in `default.store` in the app's data folder (`$LOOM_STORAGE_DIR` or
/// `~/.local/share/TodoApp/`), shared live by every browser tab.
@main
struct TodoApp: App {
    var body: some Scene {
        WindowGroup("Todo") {
            ContentView()
        }
        .modelContainer(for: TodoItem.self)
        .webAssets(WebAssets(bundle: .module, folder: "Public", favicon: "favicon.svg", stylesheets: ["todo.css"]))
    }
}
