import Foundation
import Loom

/// The machine counter, ready to run: the root of its flow and the view that shows it.
///
/// ```swift
/// let counter = SharedCounter(directory: directory)   // one per process, shared by sessions
/// let app = MachineCounterApp(counter: counter)
/// app.start()
/// let host = ViewHost(app.view)
/// ```
///
/// The count is kept in `machine-counter.json` in the counter's directory; a new app on the
/// same directory shows the same number, and apps sharing one ``SharedCounter`` (tabs of one
/// server) see each other's taps as they happen.
@MainActor
public final class MachineCounterApp: RootMachine {
    /// The root receives the events its children loop back.
    public typealias Input = MachineCounter.AppEvent
    /// The root's outputs (looped back, never leave the flow).
    public typealias Output = MachineCounter.AppEvent

    /// The number, shared with every other app given the same counter.
    public let counter: SharedCounter
    /// The bridge the view taps through.
    public let screen = ViewMachine<String, Void>()
    private let log: @Sendable (String) -> Void

    /// The store the count lives in.
    public var store: FileKeyValueStore { counter.store }

    /// A counter sharing `counter` with other sessions. `log` receives each number this app
    /// counts or loads (and "loading" at start).
    public init(counter: SharedCounter, log: @escaping @Sendable (String) -> Void = { print($0) }) {
        self.counter = counter
        self.log = log
    }

    /// A counter of its own in `storageDirectory`. `report` receives storage problems,
    /// described for a person to act on.
    public convenience init(
        storageDirectory: URL,
        log: @escaping @Sendable (String) -> Void = { print($0) },
        report: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) {
        self.init(counter: SharedCounter(directory: storageDirectory, report: report), log: log)
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

/// The counter's screen: the number (or "loading") and a button for the next one.
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
        }
        .padding()
    }
}
