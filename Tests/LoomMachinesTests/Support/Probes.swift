import Dispatch
import LoomMachines

/// A child machine that records every call to `process` and echoes each input as an output.
/// Concurrent, so `.new` runs it off the main actor.
nonisolated final class Probe<Value: Sendable>: ConcurrentChildMachine, Sendable {
    typealias Input = Value
    typealias Output = Value

    let queue: MachineQueue
    /// Every call, `nil` for the start.
    let calls = Recorder<Value?>()

    init(queue: MachineQueue = .new) {
        self.queue = queue
    }

    func process(input: Value?, callback: @escaping Handler<Value>) {
        calls.record(input)
        if let input { callback(input) }
    }

    /// The inputs processed so far, without the starts.
    var inputs: [Value] { calls.values.compactMap { $0 } }
}

/// A child machine the test drives from outside: whatever is passed to `emit` becomes its output.
nonisolated final class Source<Output: Sendable>: ConcurrentChildMachine, Sendable {
    typealias Input = Void

    let queue: MachineQueue = .new
    private let callbacks = Recorder<Handler<Output>>()

    func process(input: Void?, callback: @escaping Handler<Output>) {
        if input == nil { callbacks.record(callback) }
    }

    /// Waits until the flow has started this source, then emits `value` from the calling thread.
    func emit(_ value: Output) async {
        let callback = await callbacks.first(1)[0]
        callback(value)
    }
}

/// A root over a fixed machine, so a test can start the very same machine twice.
@MainActor
final class TestRoot<Input: Sendable, Output: Sendable>: RootMachine {
    let child: Machine<Input, Output>

    init(_ child: Machine<Input, Output>) {
        self.child = child
    }
}

/// Waits until the main queue has run everything submitted to it before this call.
func drainMainQueue() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

/// A root whose machines all talk to each other: every output is fed back as an input to all.
@MainActor
func loop<Value: Sendable>(_ machines: Machine<Value, Value>...) -> TestRoot<Value, Value> {
    TestRoot(Machine.merge(machines).redirect { .back($0) })
}

extension Source {
    /// This source as a machine of the loop's type; it ignores the loop's values.
    @MainActor
    func inLoop() -> Machine<Output, Output> {
        inward { (_: Output) in .set() }
    }
}
