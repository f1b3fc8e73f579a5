import Loom

extension MachineCounter {
    /// Reads the stored number once, when the flow starts, and emits it.
    ///
    /// A count that cannot be read is reported and shown as 0 (see ``SharedCounter``).
    final class StorageReader: ChildMachine {
        typealias Input = Void
        typealias Output = Int

        var queue: MachineQueue { .main }
        private let counter: SharedCounter

        init(counter: SharedCounter) {
            self.counter = counter
        }

        func process(input: Void?, callback: @escaping Handler<Int>) {
            guard input == nil else { return }
            callback(counter.load())
        }
    }
}
