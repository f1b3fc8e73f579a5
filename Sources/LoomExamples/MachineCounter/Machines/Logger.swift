import Loom

extension MachineCounter {
    /// Writes each number it receives to the log; "loading" when the flow starts.
    final class Logger<Output>: ChildMachine {
        typealias Input = String

        let queue: MachineQueue = .main
        private let log: @Sendable (String) -> Void

        init(log: @escaping @Sendable (String) -> Void) {
            self.log = log
        }

        func process(input: String?, callback: @escaping Handler<Output>) {
            log(input ?? "loading")
        }
    }
}
