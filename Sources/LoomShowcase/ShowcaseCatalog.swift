import Loom
import LoomExamples
import LoomWebServer

/// The examples the showcase serves, each at `/app/<path>`.
enum ShowcaseCatalog {
    static let apps: [WebApp] = [
        WebApp(path: "counter", title: "Counter", summary: "The state-system document's counter: @StateObject, @State, a stable binding.") {
            ViewHost(StateCounterApp())
        },
        WebApp(path: "keyed-list", title: "Keyed list", summary: "Add, remove, shuffle and select rows that keep their own state.") {
            ViewHost(KeyedListApp())
        },
    ]
}
