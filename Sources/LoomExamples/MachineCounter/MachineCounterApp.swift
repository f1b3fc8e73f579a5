import Foundation
import Loom

/// The machine counter, ready to run: the root of its flow and the view that shows it.
///
/// ```swift
/// let app = MachineCounterApp(container: try ModelContainer(for: CounterTap.self))
/// app.start()
/// let host = ViewHost(app.view)
/// ```
///
/// The count is kept as ``CounterTap`` models in the container's store (see ``SharedCounter``):
/// a new app on the same store shows the same number, and apps on one store (tabs of one
/// server, and on PostgreSQL every server) see each other's taps as they happen.
/// ``MachineCounterWindow`` runs one per session on the window's `.modelContainer`.
@MainActor
public final class MachineCounterApp: RootMachine {
    /// The root receives the events its children loop back.
    public typealias Input = MachineCounter.AppEvent
    /// The root's outputs (looped back, never leave the flow).
    public typealias Output = MachineCounter.AppEvent

    /// The number, shared with every other app on the same store.
    public let counter: SharedCounter
    /// The bridge the view taps through.
    public let screen = ViewMachine<String, Void>()
    private let log: @Sendable (String) -> Void

    /// A counter on `counter`'s store. `log` receives each number this app counts or loads
    /// (and "loading" at start).
    public init(counter: SharedCounter, log: @escaping @Sendable (String) -> Void = { print($0) }) {
        self.counter = counter
        self.log = log
    }

    /// A counter on `container`'s taps. `report` receives storage problems, described for a
    /// person to act on.
    public convenience init(
        container: ModelContainer,
        log: @escaping @Sendable (String) -> Void = { print($0) },
        report: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) {
        self.init(counter: SharedCounter(container: container, report: report), log: log)
    }

    /// Domain and Display, each one's outputs looped back into both.
    public var child: Machine<MachineCounter.AppEvent, MachineCounter.AppEvent> {
        .merge(
            ~MachineCounter.Domain(counter: counter),
            ~MachineCounter.Display(screen: screen, log: log)
        ).redirect { .back($0) }
    }

    /// The screen of this counter.
    public var view: MachineCounterView {
        MachineCounterView(screen: screen, counter: counter)
    }
}

/// The counter's screen: the number (or "loading"), a button for the next one, and what went
/// wrong when the count cannot be read or a tap stored.
public struct MachineCounterView: View {
    /// The machine this view taps through.
    let screen: ViewMachine<String, Void>
    /// The shared number: every session's view re-renders when any session counts.
    let counter: SharedCounter

    /// A title, the number and the Increment button.
    public var body: some View {
        VStack(spacing: 8) {
            Text("Machine counter").font(.title)
            Text(counter.value.map { "\($0)" } ?? "loading")
            Button("Increment") { screen.send(()) }
            if let problem = counter.problem {
                Text(problem).foregroundStyle(.red)
            }
        }
        .padding()
    }
}

/// The machine counter as a window's content: one ``MachineCounterApp`` per session, on the
/// window's container (`.modelContainer(for: CounterTap.self)`), started while it is on screen.
public struct MachineCounterWindow: View {
    @Environment(\.modelContext) private var modelContext

    public init() {}

    public var body: some View {
        MachineCounterSession(container: modelContext.container)
    }
}

/// One session's counter: made once for the session (the `@State` keeps the first), so its
/// machines and its count live as long as the page.
struct MachineCounterSession: View {
    @State private var app: MachineCounterApp

    init(container: ModelContainer) {
        _app = State(initialValue: MachineCounterApp(container: container, log: { _ in }))
    }

    var body: some View {
        app.view
            .onAppear { app.start() }
            .onDisappear { app.stop() }
    }
}
