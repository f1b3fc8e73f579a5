import LoomMachines
import Testing

@MainActor
struct OperatorTests {
    @Test func childIsStartedWithNilOnceBeforeAnyInput() async {
        let source = Source<Int>()
        let probe = Probe<Int>()
        let root = loop(source.inLoop(), probe.outward { _ in .set() })
        root.start()
        await source.emit(7)
        #expect(await probe.calls.first(2) == [nil, 7])
        root.stop()
    }

    @Test func inwardMapsToZeroOneOrManyInputs() async {
        let source = Source<Int>()
        let probe = Probe<String>()
        let mapped: Machine<Int, Int> = probe.outward { _ in .set() }.inward { (number: Int) -> Ward<String> in
            if number == 0 { return .set() }
            if number == 1 { return .set("one") }
            return .set("\(number)a", "\(number)b")
        }
        let root = loop(source.inLoop(), mapped)
        root.start()
        for number in [0, 1, 2] { await source.emit(number) }
        #expect(await probe.calls.first(4) == [nil, "one", "2a", "2b"])
        root.stop()
    }

    @Test func outwardMapsToZeroOneOrManyOutputs() async {
        let source = Source<Int>()
        let probe = Probe<Int>()
        let mapped: Machine<Int, Int> = source.outward { (number: Int) -> Ward<Int> in
            .set(Array(repeating: number, count: number))
        }.inward { _ in .set() }
        let root = loop(mapped, probe.outward { _ in .set() })
        root.start()
        for number in [0, 1, 2] { await source.emit(number) }
        #expect(await probe.calls.first(4) == [nil, 1, 2, 2])
        root.stop()
    }

    @Test func redirectBackFeedsInputsToTheChildAndPropPassesOutputsUp() async {
        let probe = Probe<Int>()
        let upstairs = Probe<Int>()
        // The probe echoes; echoes below 3 come back to it as their successor, the rest go up.
        let counting: Machine<Int, Int> = probe.redirect { $0 < 3 ? .back($0 + 1) : .prop }
        let root = loop(
            ~SingleMachine<Int, Int>(0),
            counting.inward { $0 == 0 ? .set(0) : .set() },
            upstairs.outward { _ in .set() }
        )
        root.start()
        #expect(await probe.calls.first(5) == [nil, 0, 1, 2, 3])
        #expect(await upstairs.calls.first(3) == [nil, 0, 3])
        root.stop()
    }

    @Test func mergeSendsEveryInputToEveryChild() async {
        let source = Source<Int>()
        let first = Probe<Int>()
        let second = Probe<Int>(queue: .main)
        let children: Machine<Int, Int> = .merge([~first, ~second])
        let root = loop(source.inLoop(), children.outward { _ in .set() })
        root.start()
        await source.emit(1)
        await source.emit(2)
        #expect(await first.calls.first(3) == [nil, 1, 2])
        #expect(await second.calls.first(3) == [nil, 1, 2])
        root.stop()
    }

    @Test func mergeRunsTheSameInstanceListedTwiceOnce() async {
        let source = Source<Int>()
        let probe = Probe<Int>(queue: .main)
        let marker = Probe<Int>(queue: .main)
        let children: Machine<Int, Int> = .merge(~probe, ~probe, ~marker, ~(~marker))
        let root = loop(source.inLoop(), children.outward { _ in .set() })
        root.start()
        await source.emit(1)
        await source.emit(2)
        // Both run on the main queue, probe first: once the marker has both inputs, so has the probe.
        #expect(await marker.calls.first(3) == [nil, 1, 2])
        await drainMainQueue()
        #expect(probe.calls.values == [nil, 1, 2])
        root.stop()
    }
}
