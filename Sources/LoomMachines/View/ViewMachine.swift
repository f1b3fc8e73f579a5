import Observation

/// The bridge between a machine flow and a Loom view: a child machine whose latest input a view
/// shows, and through which the view emits outputs.
///
/// Put it in the flow like any child machine, and hand it to the view that shows it:
///
/// ```swift
/// let screen = ViewMachine<String, Void>()
/// let display: Machine<AppEvent, AppEvent> = screen.outward { .set(.willChangeState) }
///     .inward { if case .didChangeState(let value) = $0 { .set("\(value)") } else { .set() } }
///
/// struct CounterScreen: View {
///     let screen: ViewMachine<String, Void>
///     var body: some View {
///         VStack {
///             Text(screen.input ?? "loading")
///             Button("Increment") { screen.send(()) }
///         }
///     }
/// }
/// ```
///
/// It is `@Observable`: a view whose `body` reads ``input`` re-renders when a new input arrives.
/// It processes on the main queue, the main actor's home, so the view and the machine share it.
@MainActor
@Observable
public final class ViewMachine<Input: Sendable, Output: Sendable> {
    /// The latest input from the flow; `nil` before the flow starts and right after each start,
    /// as the machine is started with `nil`.
    public private(set) var input: Input?

    @ObservationIgnored private var callback: Handler<Output>?

    /// A bridge with no input yet.
    public init() {}

    /// Emits `output` to the flow, from the view. Outputs sent before the flow has started this
    /// machine are dropped, as there is no parent yet to receive them.
    public func send(_ output: Output) {
        callback?(output)
    }

    private func receive(_ input: Input?, callback: @escaping Handler<Output>) {
        self.input = input
        self.callback = callback
    }
}

extension ViewMachine: ChildMachine {
    /// Always `.main`: the view reads what `process` writes.
    public var queue: MachineQueue { .main }

    /// Stores the input for the view and keeps `callback` for ``send(_:)``.
    ///
    /// A main-actor class conforms as it is: ``ChildMachine`` is a main-actor protocol.
    public func process(input: Input?, callback: @escaping Handler<Output>) {
        receive(input, callback: callback)
    }
}
