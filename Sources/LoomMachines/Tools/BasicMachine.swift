/// A child machine made from a closure, for logic too small to deserve a class.
///
/// ```swift
/// let doubler = BasicMachine<Int, Int> { input, callback in
///     if let input { callback(input * 2) }
/// }
/// ```
///
/// `processor` is called like ``ChildMachine/process(input:callback:)``: with `nil` once when the
/// flow starts, then with each input, one at a time, on `queue`. It is `@Sendable` because it
/// runs there, not where it was written.
nonisolated public final class BasicMachine<Input, Output>: ConcurrentChildMachine {
    /// Where `processor` runs.
    public let queue: MachineQueue
    private let processor: @Sendable (Input?, @escaping Handler<Output>) -> Void

    /// A machine that runs `processor` on `queue` (off the main thread unless told otherwise).
    public init(
        queue: MachineQueue = .new,
        processor: @escaping @Sendable (_ input: Input?, _ callback: @escaping Handler<Output>) -> Void
    ) {
        self.queue = queue
        self.processor = processor
    }

    /// Hands the input to the closure.
    public func process(input: Input?, callback: @escaping Handler<Output>) {
        processor(input, callback)
    }
}
