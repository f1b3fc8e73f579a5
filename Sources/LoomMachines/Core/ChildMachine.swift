/// A container for logic: it processes each input on its ``MachineQueue`` and may emit outputs.
///
/// When the flow starts, `process(input:callback:)` is called once with `nil`, so the machine can
/// emit an initial value; afterwards it is called with each input, serially and in order.
///
/// ```swift
/// final class Doubler: ChildMachine {
///     typealias Input = Int
///     typealias Output = Int
///     let queue: MachineQueue = .new
///     func process(input: Int?, callback: @escaping Handler<Int>) {
///         if let input { callback(input * 2) }
///     }
/// }
/// ```
///
/// The runtime only calls `process` on the machine's queue, one call at a time, even when the
/// same instance is wrapped (`~`) several times. Listing an instance twice in a `merge` runs it
/// once; placing it in two different branches runs it in each (two starts, each branch's inputs),
/// still one call at a time.
public protocol ChildMachine: MachineType {
    /// Where `process(input:callback:)` runs.
    var queue: MachineQueue { get }

    /// Handles one input (`nil` once, when the flow starts) and emits outputs through `callback`,
    /// now or later, from any thread.
    func process(input: Input?, callback: @escaping Handler<Output>)
}
