import Loom

extension MachineCounter {
    /// What the user sees: the screen and the log, each fed the new number, and the screen's taps
    /// turned into requests for the next one. (The calculator stores each number as it counts.)
    final class Display: ParentMachine {
        typealias Input = AppEvent
        typealias Output = AppEvent

        private let screen: ViewMachine<String, Void>
        private let log: @Sendable (String) -> Void

        init(screen: ViewMachine<String, Void>, log: @escaping @Sendable (String) -> Void) {
            self.screen = screen
            self.log = log
        }

        var child: Machine<AppEvent, AppEvent> {
            Machine.merge(
                ~Logger(log: log),
                screen.outward { .set(.willChangeState) }
            ).inward { event in
                switch event {
                case .didChangeState(let value): return .set("\(value)")
                case .willChangeState: return .set()
                }
            }
        }
    }
}
