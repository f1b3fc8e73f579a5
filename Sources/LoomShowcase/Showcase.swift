import Foundation
import Loom
import LoomExamples

/// `swift run loom-showcase`: every example live in the browser, an ordinary Loom app with a
/// window per example (a list of them at `/`, each at `/app/<id>`; a menu with `--terminal`).
///
/// The command line is every Loom app's (`AppArguments`: `--port`, `--host`, the server's
/// limits, `--terminal`), plus `--tour` (a scripted text-renderer tour) and the hidden
/// `--crash-after-start` test hook.
@main
struct Showcase: App {
    var body: some Scene {
        WindowGroup("Counter", id: "counter") { StateCounterApp() }
            .summary("The state-system document's counter: @StateObject, @State, a stable binding.")
        WindowGroup("Keyed list", id: "keyed-list") { KeyedListApp() }
            .summary("Add, remove, shuffle and select rows that keep their own state.")
        WindowGroup("Benchmark table", id: "benchmark-table") { BenchmarkTableApp() }
            .summary("js-framework-benchmark's keyed table, driven by Benchmarks/browser-bench.")
        WindowGroup("Chat (Eazy store)", id: "chat") { StoredChatView() }
            .modelContainer(for: ChatEntry.self)
            .summary("A Store with an Interactor: loading, sending, incoming messages through a hook; the conversation kept in the app's database, live in every tab, with who is online and who is writing.")
        WindowGroup("Restore", id: "restore") { RestoreForm() }
            .restorationBehavior(.includingViewState)
            .summary("A form, a tap count and a stack of pages kept with the session: restart or redeploy the server and the page comes back as it was.")
        WindowGroup("Counter (Katana app store)", id: "katana-counter") {
            KatanaCounter.CounterView(store: KatanaCounter.makeStore())
        }
        .summary("State updaters dispatched to a global store, shown through a view model.")
        WindowGroup("Persistent counter (machines)", id: "machine-counter") { MachineCounterWindow() }
            .modelContainer(for: CounterTap.self)
            .summary("Domain and Display machines wired with merge and redirect; each tap stored in the app's database, the count live in every tab and process.")
        WindowGroup("Paging tutorial (Poet)", id: "poet-tutorial") { PoetTutorial.Screen() }
            .summary("Evaluator → translator → screen: pages about Loom, arrows, a bezel and an alert.")
        WindowGroup("Login (Poet)", id: "poet-login") { PoetLogin.Screen() }
            .summary("A performer behind the evaluator; validation messages and result alerts (try poet / loom-secret).")
        WindowGroup("Counter and screens (Tempura)", id: "tempura-counter") { TempuraCounter.App().view }
            .summary("Imperative views and view controllers on the Katana store; Show and Hide push screen B and present modal C; the back button hides the top screen.")
        VocabularyWindows()
    }

    /// Every Loom app's `main`, plus the showcase's own flags; on the main run loop, as every
    /// Loom app runs (so the styling page's `Timer.publish(every:on: .main, in:)` ticks).
    static func main() {
        AppRunner.runOnMainRunLoop { await run() }
    }

    private static func run() async {
        let arguments: AppArguments
        do {
            arguments = try AppArguments(CommandLine.arguments.dropFirst(), extraFlags: ["--tour", "--crash-after-start"])
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(error.isHelp ? 0 : 2)
        }
        do {
            if arguments.flags.contains("--tour") {
                try playTour()
                return
            }
            let crashes = arguments.flags.contains("--crash-after-start")
            try await AppRunner.run(Showcase(), name: "Loom showcase", arguments: arguments) { driver in
                if crashes { crashOnFirstKey(driver) }
            }
        } catch {
            FileHandle.standardError.write(Data("loom-showcase: \(error)\n".utf8))
            exit(1)
        }
    }

    /// The text-renderer tour: each screen as the text renderer shows it.
    static func playTour() throws {
        print("Loom showcase: each screen below is the text renderer's view of a live host tree.\n")
        var counter = ConsoleTour("Counter: @StateObject, @State, a stable binding, a nested view", StateCounterApp())
        try counter.play([.tap("Increment"), .tap("5"), .tap("Increment"), .tap("Reset")])
        var list = ConsoleTour("Keyed list: rows keep their state as they move", KeyedListApp(shuffle: { $0.reversed() }))
        try list.play([.tap("☆"), .tap("Add"), .tap("Shuffle"), .tap("Select"), .tap("Remove selected")])
    }

    /// The hidden test hook: a real crash (an out-of-range index traps in the Swift runtime) on
    /// the first key after the menu shows, to check that the terminal is restored after a crash.
    static func crashOnFirstKey(_ driver: TerminalDriver) {
        var frames = 0
        driver.onFrame = { _ in
            frames += 1
            // The first frame is the menu; the next follows the first key.
            if frames == 2 {
                let empty: [Int] = []
                print(empty[CommandLine.arguments.count])
            }
        }
    }
}

/// The SwiftUI-vocabulary pages: a scene of their own, as an app groups its scenes.
struct VocabularyWindows: Scene {
    var body: some Scene {
        WindowGroup("Forms and keyboard (SwiftUI vocabulary)", id: "forms") { FormsShowcase() }
            .summary("Form, Section, Picker (menu and segmented), Toggle, Stepper, Slider, DatePicker, TextEditor, Menu, DisclosureGroup; a sign-up driven by @FocusState, onSubmit and a shortcut.")
        WindowGroup("Navigation (SwiftUI vocabulary)", id: "navigation") { NavigationShowcase() }
            .summary("NavigationStack with a path, links by value and by view, titles, a toolbar; the back button pops and a reload keeps the stack.")
        WindowGroup("Sheets and alerts (SwiftUI vocabulary)", id: "presentation") { PresentationShowcase() }
            .summary("Sheets, a sheet per item, a full-screen cover, a popover, a confirmation dialog, an old-style Alert and a chain of alerts; Escape closes the top one.")
        WindowGroup("Lists, grids and tabs (SwiftUI vocabulary)", id: "collections") { CollectionsShowcase() }
            .summary("TabView with tabItem and selection, a list bound row by row with delete and move, a selectable list, swipe actions as a row menu, an adaptive LazyVGrid, Grid, a horizontal ScrollView, ContentUnavailableView.")
        WindowGroup("100,000 rows in a lazy stack (SwiftUI vocabulary)", id: "lazy-rows") { LazyRowsShowcase() }
            .summary("LazyVStack and LazyHStack in scroll views: only the rows in view are built; scrolling reports the visible rows and the server builds them.")
        WindowGroup("Shapes, styling and events (SwiftUI vocabulary)", id: "styling") { StylingShowcase() }
            .summary("Shapes with fill and stroke, effects, text styling, button styles, onChange, a double tap and a timer through onReceive.")
        WindowGroup("Accessibility and selection (SwiftUI vocabulary)", id: "accessibility") { AccessibilityShowcase() }
            .summary("Labels, hints, test identifiers and hidden decoration on the page; a list of tagged rows chosen by click or arrow keys; tabs that keep their state.")
    }
}
