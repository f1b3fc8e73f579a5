import Dispatch
import LoomMachines
import Testing

/// Negative inputs switch the connection; the others go to the connected machines.
private enum Plan {
    static let switchToSecond = -1
}

@MainActor
struct ConnectableMachineTests {
    @Test func inwardReachesOnlyTheMachinesOfTheCurrentConnection() async {
        let source = Source<Int>()
        let first = Probe<Int>()
        let second = Probe<Int>()
        let connectable = ConnectableMachine(BasicConnection(~first)) { _, input in
            input == Plan.switchToSecond ? .reduce(BasicConnection(~second)) : .inward
        }
        let root = loop(source.inLoop(), connectable.outward { _ in .set() })
        root.start()
        await source.emit(1)
        #expect(await first.calls.first(2) == [nil, 1])
        await source.emit(Plan.switchToSecond)
        await source.emit(2)
        // The reducer's input itself goes nowhere; the next input reaches only the new machine.
        #expect(await second.calls.first(2) == [nil, 2])
        #expect(first.calls.values == [nil, 1])
        root.stop()
    }

    @Test func machinesKeptAcrossAReduceAreNotRestarted() async {
        let source = Source<Int>()
        let kept = Probe<Int>()
        let dropped = Probe<Int>()
        let added = Probe<Int>()
        // `~kept` is wrapped anew by the reducer: the same instance is the same machine.
        let connectable = ConnectableMachine(BasicConnection(~kept, ~dropped)) { _, input in
            input == Plan.switchToSecond ? .reduce(BasicConnection(~kept, ~added)) : .inward
        }
        let root = loop(source.inLoop(), connectable.outward { _ in .set() })
        root.start()
        await source.emit(1)
        await source.emit(Plan.switchToSecond)
        await source.emit(2)
        #expect(await added.calls.first(2) == [nil, 2])
        #expect(await kept.calls.first(3) == [nil, 1, 2])
        #expect(dropped.calls.values.contains(2) == false)
        root.stop()
    }

    @Test func outputsOfADroppedMachineAreIgnored() async {
        let source = Source<Int>()
        let droppedSource = Source<Int>()
        let sink = Probe<Int>(queue: .main)
        let connectable = ConnectableMachine(BasicConnection(droppedSource.inLoop())) { _, input in
            input == Plan.switchToSecond ? .reduce(BasicConnection<Int, Int>()) : .inward
        }
        let root = loop(source.inLoop(), ~connectable, sink.outward { _ in .set() })
        root.start()
        await droppedSource.emit(10)
        #expect(await sink.calls.first(2) == [nil, 10])
        await source.emit(Plan.switchToSecond)
        #expect(await sink.calls.first(3) == [nil, 10, Plan.switchToSecond])
        await droppedSource.emit(11)
        await source.emit(12)
        // 12 went through the same path after 11 would have: 11 was dropped.
        #expect(await sink.calls.first(4) == [nil, 10, Plan.switchToSecond, 12])
        root.stop()
    }

    @Test func reducerSeesTheCurrentConnection() async {
        let source = Source<Int>()
        let seen = Recorder<Int>()
        let connectable = ConnectableMachine(BasicConnection<Int, Int>()) { connection, input in
            seen.record(connection.machines.count)
            return input < 0 ? .reduce(BasicConnection(~Probe<Int>(), ~Probe<Int>())) : .inward
        }
        let root = loop(source.inLoop(), connectable.outward { _ in .set() })
        root.start()
        await source.emit(1)
        await source.emit(-1)
        await source.emit(2)
        #expect(await seen.first(3) == [0, 0, 2])
        root.stop()
    }
}

/// What a `.reduce` does with inputs a dropped machine had already been handed.
@MainActor
struct DroppedMachineTests {
    @Test func aDroppedMachineFinishesTheInputsItWasHandedAndTheirOutputsGoUp() async {
        let gate = DispatchSemaphore(value: 0)
        let source = Source<Int>()
        let dropped = GatedEcho(gate: gate)
        let next = Probe<Int>()
        let outputs = Recorder<Int>()
        let connectable = ConnectableMachine(BasicConnection(~dropped)) { _, input in
            input == Plan.switchToSecond ? .reduce(BasicConnection(~next)) : .inward
        }
        let root = loop(source.inLoop(), connectable.outward { outputs.record($0); return .set() })
        root.start()

        await source.emit(1)  // `dropped` starts on 1 and waits at the gate
        await source.emit(2)  // queued behind it
        await source.emit(Plan.switchToSecond)
        await source.emit(3)  // after the reduce: only `next` gets it
        #expect(await outputs.first(1) == [3])
        gate.signal()

        #expect(await outputs.first(3) == [3, 100, 200])
        #expect(dropped.calls.values == [nil, 1, 2])
        #expect(await next.calls.first(2) == [nil, 3])
        root.stop()
    }

    @Test func aDroppedMachinesLaterOutputsAreIgnored() async {
        let source = Source<Int>()
        let dropped = Source<Int>()
        let outputs = Recorder<Int>()
        let connectable = ConnectableMachine(BasicConnection(dropped.inLoop())) { _, input in
            input == Plan.switchToSecond ? .reduce(BasicConnection(~Probe<Int>())) : .inward
        }
        let root = loop(source.inLoop(), connectable.outward { outputs.record($0); return .set() })
        root.start()
        await dropped.emit(10)
        #expect(await outputs.first(1) == [10])
        await source.emit(Plan.switchToSecond)
        await source.emit(4)  // echoed by the new probe once the reduce is done
        #expect(await outputs.first(2) == [10, 4])

        await dropped.emit(11)  // emitted outside any input it was handed: dropped
        await source.emit(5)
        #expect(await outputs.first(3) == [10, 4, 5])
        root.stop()
    }
}

/// Echoes each input times 100; processing 1 waits for `gate` first.
nonisolated private final class GatedEcho: ConcurrentChildMachine, Sendable {
    typealias Input = Int
    typealias Output = Int

    let queue: MachineQueue = .new
    let calls = Recorder<Int?>()
    private let gate: DispatchSemaphore

    init(gate: DispatchSemaphore) {
        self.gate = gate
    }

    func process(input: Int?, callback: @escaping Handler<Int>) {
        calls.record(input)
        guard let input else { return }
        if input == 1 { gate.wait() }
        callback(input * 100)
    }
}
