import Foundation
import Loom

/// The machine counter, ready to run: the root of its flow and the view that shows it.
///
/// ```swift
/// let app = MachineCounterApp(storageDirectory: directory)
/// app.start()
/// let host = ViewHost(app.view)
/// ```
///
/// The count is kept in `machine-counter.json` in `storageDirectory`; a new app on the same
/// directory shows the same number.
@MainActor
public final class MachineCounterApp: RootMachine {
    /// The root receives the events its children loop back.
    public typealias Input = MachineCounter.AppEvent
    /// The root's outputs (looped back, never leave the flow).
    public typealias Output = MachineCounter.AppEvent

    /// The store the count lives in.
    public let store: FileKeyValueStore
    /// The bridge the view reads and taps through.
    public let screen = ViewMachine<String, Void>()
    private let log: @Sendable (String) -> Void
    private let report: @Sendable (String) -> Void

    /// A counter kept in `storageDirectory`. `log` receives each number (and "loading" at start);
    /// `report` receives storage problems, described for a person to act on.
    public init(
        storageDirectory: URL,
        log: @escaping @Sendable (String) -> Void = { print($0) },
        report: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) {
        self.store = FileKeyValueStore(directory: storageDirectory)
        self.log = log
        self.report = report
    }

    /// Domain and Display, each one's outputs looped back into both.
    public var child: Machine<MachineCounter.AppEvent, MachineCounter.AppEvent> {
        .merge(
            ~MachineCounter.Domain(store: store, report: report),
            ~MachineCounter.Display(screen: screen, store: store, log: log, report: report)
        ).redirect { .back($0) }
    }

    /// The screen of this counter.
    public var view: MachineCounterView {
        MachineCounterView(screen: screen)
    }
}

/// The counter's screen: the number (or "loading") and a button for the next one.
public struct MachineCounterView: View {
    /// The machine this view shows and taps through.
    let screen: ViewMachine<String, Void>

    /// A title, the number and the Increment button.
    public var body: some View {
        VStack(spacing: 8) {
            Text("Machine counter").font(.title)
            Text(screen.input ?? "loading")
            Button("Increment") { screen.send(()) }
        }
        .padding()
    }
}
