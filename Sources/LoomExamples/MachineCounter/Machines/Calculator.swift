import Loom

extension MachineCounter {
    /// Emits the number it starts from, and for each input the next one, counted in the shared
    /// storage (a stored tap, so other sessions' taps are never lost).
    final class Calculator: ChildMachine {
        typealias Input = Void
        typealias Output = Int

        var queue: MachineQueue { .main }
        private let initial: Int
        private let counter: SharedCounter

        init(initial: Int, counter: SharedCounter) {
            self.initial = initial
            self.counter = counter
        }

        func process(input: Void?, callback: @escaping Handler<Int>) {
            guard input != nil else { return callback(initial) }
            callback(counter.increment())
        }
    }
}
