/// A container for logic: it processes each input on its ``MachineQueue`` and may emit outputs.
///
/// When the flow starts, `process(input:callback:)` is called once with `nil`, so the machine can
/// emit an initial value; afterwards it is called with each input, serially and in order.
///
/// ```swift
/// final class Logger<Output>: ChildMachine {
///     typealias Input = String
///     let queue: MachineQueue = .main
///     func process(input: String?, callback: @escaping Handler<Output>) {
///         print(input ?? "loading")
///     }
/// }
/// ```
///
/// The protocol is `@MainActor`, as the machines document's children are: a plain class that
/// conforms becomes main-actor isolated, and a main-actor type (a view controller, a window)
/// conforms in an extension with no `nonisolated` or `assumeIsolated` in its members. Its
/// `process` runs on the main actor whatever ``queue`` says; to process off the main actor, on
/// a serial queue of its own, a machine is a ``ConcurrentChildMachine`` instead.
///
/// The runtime only calls `process` one call at a time, even when the same instance is wrapped
/// (`~`) several times. Listing an instance twice in a `merge` runs it once; placing it in two
/// different branches runs it in each (two starts, each branch's inputs), still one call at a time.
@MainActor
public protocol ChildMachine: MachineType {
    /// Where `process(input:callback:)` runs: `.main` for a main-actor machine; `.new` only
    /// takes effect for a ``ConcurrentChildMachine``.
    var queue: MachineQueue { get }

    /// Handles one input (`nil` once, when the flow starts) and emits outputs through `callback`,
    /// now or later, from any thread.
    func process(input: Input?, callback: @escaping Handler<Output>)
}

/// A child machine whose `process` is `nonisolated`, so it can run off the main actor: with
/// `queue: .new` on a serial queue of its own, with `.main` on the main queue.
///
/// ```swift
/// nonisolated final class Hasher: ConcurrentChildMachine {
///     typealias Input = Data
///     typealias Output = String
///     let queue: MachineQueue = .new
///     func process(input: Data?, callback: @escaping Handler<String>) {
///         if let input { callback(digest(of: input)) }
///     }
/// }
/// ```
/// Mark the class `nonisolated` so conforming does not make it main-actor isolated. Its state is
/// only touched by `process`, which the runtime never runs twice at once.
public protocol ConcurrentChildMachine<Input, Output>: ChildMachine, SendableMetatype {
    /// What the machine receives from its parent.
    associatedtype Input
    /// What the machine emits to its parent.
    associatedtype Output
    /// Where `process(input:callback:)` runs.
    nonisolated var queue: MachineQueue { get }
    /// Handles one input off the main actor; see ``ChildMachine/process(input:callback:)``.
    nonisolated func process(input: Input?, callback: @escaping Handler<Output>)
}
