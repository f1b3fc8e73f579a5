import LoomMachines
import Testing

@MainActor
struct ToolTests {
    @Test func basicMachineRunsItsClosureForStartAndEachInput() async {
        let source = Source<Int>()
        let calls = Recorder<Int?>()
        let doubler = BasicMachine<Int, Int> { input, _ in calls.record(input.map { $0 * 2 }) }
        let root = loop(source.inLoop(), ~doubler)
        root.start()
        await source.emit(4)
        #expect(await calls.first(2) == [nil, 8])
        root.stop()
    }

    @Test func singleMachineEmitsItsValuesOnceAtStartAndIgnoresInputs() async {
        let sink = Probe<Int>(queue: .main)
        let root = loop(~SingleMachine<Int, Int>(1, 2), sink.outward { _ in .set() })
        root.start()
        #expect(await sink.calls.first(3) == [nil, 1, 2])
        // The looped values reached the single machine too, and it emitted nothing for them.
        await drainMainQueue()
        #expect(sink.calls.values == [nil, 1, 2])
        root.stop()
    }

    @Test func reducerMachineEmitsInitialThenEachNewStateAndNothingOnSkip() async {
        let source = Source<Int>()
        let states = Probe<Int>(queue: .main)
        let total = ReducerMachine<Int, Int>(initial: 10) { state, step in
            step == 0 ? .skip : .set(state + step)
        }
        let root = loop(
            source.outward { .set(Event.step($0)) }.inward { _ in .set() },
            total.outward { .set(Event.total($0)) }.inward { if case .step(let s) = $0 { .set(s) } else { .set() } },
            states.outward { _ in .set() }.inward { if case .total(let t) = $0 { .set(t) } else { .set() } }
        )
        root.start()
        #expect(await states.calls.first(2) == [nil, 10])
        for step in [1, 0, 5] { await source.emit(step) }
        #expect(await states.calls.first(4) == [nil, 10, 11, 16])
        root.stop()
    }
}

private enum Event: Sendable {
    case step(Int)
    case total(Int)
}
