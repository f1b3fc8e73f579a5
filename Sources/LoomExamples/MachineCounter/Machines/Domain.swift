import Loom

extension MachineCounter {
    /// The logic: read the stored number, then hand it to a calculator that counts on from it.
    ///
    /// A connectable machine starts with just the reader. The reader's value is redirected back
    /// in, and the reducer swaps the reader for a calculator starting at that value; from then on
    /// the parent's requests go inward, to the calculator.
    final class Domain: ParentMachine {
        typealias Input = AppEvent
        typealias Output = AppEvent

        private let counter: SharedCounter

        init(counter: SharedCounter) {
            self.counter = counter
        }

        var child: Machine<AppEvent, AppEvent> {
            // Called by the reducer below, which runs on the main actor, as this parent does.
            let counter = self.counter
            func counting(from start: Int) -> Machine<DomainInput, DomainOutput> {
                Calculator(initial: start, counter: counter)
                    .outward { .set(.fromCalculator($0)) }
                    .inward {
                        switch $0 {
                        case .fromParent: return .set(Void())
                        case .fromReader: return .set()
                        }
                    }
            }

            let reading: Machine<DomainInput, DomainOutput> = StorageReader(counter: counter)
                .outward { .set(.fromReader($0)) }
                .inward { _ in .set() }

            let switching: Machine<DomainInput, DomainOutput> = ConnectableMachine(BasicConnection(reading)) { _, input in
                switch input {
                case .fromReader(let stored):
                    return .reduce(BasicConnection(counting(from: stored)))
                case .fromParent:
                    return .inward
                }
            }.redirect { output in
                switch output {
                case .fromReader(let stored):
                    return .back(.fromReader(stored))
                case .fromCalculator:
                    return .prop
                }
            }

            return switching
                .outward { output in
                    switch output {
                    case .fromReader: return .set()
                    case .fromCalculator(let value): return .set(.didChangeState(value))
                    }
                }
                .inward {
                    switch $0 {
                    case .didChangeState: return .set()
                    case .willChangeState: return .set(.fromParent)
                    }
                }
        }
    }
}
