import Loom

extension MachineCounter {
    /// Holds the number: emits it when started, and the next one for each input.
    final class Calculator: ChildMachine {
        typealias Input = Void
        typealias Output = Int

        var queue: MachineQueue { .main }
        /// Only touched by `process`, which the runtime calls one input at a time.
        private var value: Int

        init(initial: Int) {
            value = initial
        }

        func process(input: Void?, callback: @escaping Handler<Int>) {
            if input != nil { value += 1 }
            callback(value)
        }
    }
}
