import Loom
import LoomExamples
import LoomWebServer
import Foundation

/// The examples the showcase serves, each at `/app/<path>`.
@MainActor
enum ShowcaseCatalog {
    /// Where the machine counter keeps its count, so it persists across restarts.
    static let machineCounterStorage = FileManager.default.temporaryDirectory
        .appendingPathComponent("loom-showcase", isDirectory: true)
        .appendingPathComponent("machine-counter", isDirectory: true)

    /// The catalog of one server: state shared by its sessions (the machine counter's number)
    /// is created here, once per call, and handed to every session's factory.
    static var apps: [WebApp] {
        apps(machineCounter: SharedCounter(directory: machineCounterStorage))
    }

    /// The catalog, with the machine counter's sessions sharing `machineCounter`.
    static func apps(machineCounter: SharedCounter) -> [WebApp] { [
        WebApp(path: "counter", title: "Counter", summary: "The state-system document's counter: @StateObject, @State, a stable binding.") {
            ViewHost(StateCounterApp())
        },
        WebApp(path: "keyed-list", title: "Keyed list", summary: "Add, remove, shuffle and select rows that keep their own state.") {
            ViewHost(KeyedListApp())
        },
        WebApp(path: "chat", title: "Chat (Eazy store)", summary: "A Store with an Interactor: loading, sending, incoming messages through a hook, a cached draft.") {
            ViewHost(ChatView(store: Store(state: ChatState(), interactor: ChatInteractor(service: .mock))))
        },
        WebApp(path: "katana-counter", title: "Counter (Katana app store)", summary: "State updaters dispatched to a global store, shown through a view model.") {
            ViewHost(KatanaCounter.CounterView(store: KatanaCounter.makeStore()))
        },
        WebApp(path: "machine-counter", title: "Persistent counter (machines)", summary: "Domain and Display machines wired with merge and redirect; the count survives restarts in a file.") {
            let app = MachineCounterApp(counter: machineCounter, log: { _ in })
            return ViewHost(app.view.onAppear { app.start() }.onDisappear { app.stop() })
        },
        WebApp(path: "poet-tutorial", title: "Paging tutorial (Poet)", summary: "Evaluator → translator → screen: pages about Loom, arrows, a bezel and an alert.") {
            ViewHost(PoetTutorial.Screen())
        },
        WebApp(path: "poet-login", title: "Login (Poet)", summary: "A performer behind the evaluator; validation messages and result alerts (try poet / loom-secret).") {
            ViewHost(PoetLogin.Screen())
        },
        WebApp(path: "tempura-counter", title: "Counter and screens (Tempura)", summary: "Imperative views and view controllers on the Katana store; Show and Hide push screen B and present modal C; the back button hides the top screen.") {
            TempuraCounter.App().makeSession()
        },
        WebApp(path: "forms", title: "Forms and keyboard (SwiftUI vocabulary)", summary: "Form, Section, Picker (menu and segmented), Toggle, Stepper, Slider, DatePicker, TextEditor, Menu, DisclosureGroup; a sign-up driven by @FocusState, onSubmit and a shortcut.") {
            ViewHost(FormsShowcase())
        },
        WebApp(path: "navigation", title: "Navigation (SwiftUI vocabulary)", summary: "NavigationStack with a path, links by value and by view, titles, a toolbar; the back button pops and a reload keeps the stack.") {
            ViewHost(NavigationShowcase())
        },
        WebApp(path: "presentation", title: "Sheets and alerts (SwiftUI vocabulary)", summary: "Sheets, a sheet per item, a full-screen cover, a popover, a confirmation dialog, an old-style Alert and a chain of alerts; Escape closes the top one.") {
            ViewHost(PresentationShowcase())
        },
        WebApp(path: "collections", title: "Lists, grids and tabs (SwiftUI vocabulary)", summary: "TabView with tabItem and selection, a list bound row by row with delete and move, a selectable list, swipe actions as a row menu, an adaptive LazyVGrid, Grid, a horizontal ScrollView, ContentUnavailableView.") {
            ViewHost(CollectionsShowcase())
        },
        WebApp(path: "styling", title: "Shapes, styling and events (SwiftUI vocabulary)", summary: "Shapes with fill and stroke, effects, text styling, button styles, onChange, a double tap and a timer through onReceive.") {
            ViewHost(StylingShowcase())
        },
    ] }
}
