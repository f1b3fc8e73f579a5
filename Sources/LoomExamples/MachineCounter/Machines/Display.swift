import Loom

extension MachineCounter {
    /// What the user sees and what is kept: the screen, the log and the storage writer, each fed
    /// the new number, and the screen's taps turned into requests for the next one.
    final class Display: ParentMachine {
        typealias Input = AppEvent
        typealias Output = AppEvent

        private let screen: ViewMachine<String, Void>
        private let store: FileKeyValueStore
        private let log: @Sendable (String) -> Void
        private let report: @Sendable (String) -> Void

        init(
            screen: ViewMachine<String, Void>,
            store: FileKeyValueStore,
            log: @escaping @Sendable (String) -> Void,
            report: @escaping @Sendable (String) -> Void
        ) {
            self.screen = screen
            self.store = store
            self.log = log
            self.report = report
        }

        var child: Machine<AppEvent, AppEvent> {
            // The writer takes an Int, the logger and screen a String: each pair is mapped to
            // AppEvent on its own before they are merged.
            Machine.merge(
                StorageWriter(store: store, report: report).inward { event in
                    switch event {
                    case .willChangeState: return .set()
                    case .didChangeState(let value): return .set(value)
                    }
                },
                Machine.merge(
                    ~Logger(log: log),
                    screen.outward { .set(.willChangeState) }
                ).inward { event in
                    switch event {
                    case .didChangeState(let value): return .set("\(value)")
                    case .willChangeState: return .set()
                    }
                }
            )
        }
    }
}
