import Loom
import TodoKit

/// `swift run TodoApp` serves the app at http://127.0.0.1:8080; `--terminal` runs it here.
@main
struct TodoApp: App {
    var body: some Scene {
        WindowGroup("Todo") {
            ContentView()
        }
        .webAssets(WebAssets(bundle: .module, folder: "Public", favicon: "favicon.svg", stylesheets: ["todo.css"]))
    }
}
