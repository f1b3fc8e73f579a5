/// A child machine that emits its values once, when the flow starts, and ignores its inputs.
///
/// Handy to seed a flow:
///
/// ```swift
/// let flow: Machine<Event, Event> = .merge(~SingleMachine(Event.launched), ~Domain())
/// ```
nonisolated public final class SingleMachine<Input, Output>: ConcurrentChildMachine {
    /// Where the values are emitted from.
    public let queue: MachineQueue
    private let values: [Output]

    /// Emits `values`, in order, once per start.
    public init(_ values: [Output], queue: MachineQueue = .new) {
        self.values = values
        self.queue = queue
    }

    /// Emits `values`, in order, once per start.
    public convenience init(_ values: Output..., queue: MachineQueue = .new) {
        self.init(values, queue: queue)
    }

    /// Emits the values on start (`input == nil`); does nothing for inputs.
    public func process(input: Input?, callback: @escaping Handler<Output>) {
        guard input == nil else { return }
        values.forEach(callback)
    }
}
