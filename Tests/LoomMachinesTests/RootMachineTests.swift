import LoomMachines
import Testing

@MainActor
struct RootMachineTests {
    @Test func startingAgainAfterStopRestartsEveryChildFromNil() async {
        let probe = Probe<Int>()
        let machine = ~probe
        let root = TestRoot(machine)
        root.start()
        #expect(await probe.calls.first(1) == [nil])
        root.stop()
        #expect(root.isRunning == false)
        root.start()
        #expect(await probe.calls.first(2) == [nil, nil])
        #expect(root.isRunning)
        root.stop()
    }

    @Test func startWhileRunningDoesNotStartTwice() async {
        let probe = Probe<Int>(queue: .main)
        let root = TestRoot(~probe)
        root.start()
        root.start()
        await drainMainQueue()
        #expect(probe.calls.values == [nil])
        root.stop()
    }

    @Test func parentMachineReadsItsChildAndKeepsItsIdentity() async {
        let probe = Probe<Int>(queue: .main)
        let parent = Wrapper(probe)
        let root = TestRoot(Machine.merge(~parent, ~parent))
        root.start()
        await drainMainQueue()
        #expect(probe.calls.values == [nil])
        #expect(parent.childReads == 2)
        root.stop()
    }
}

/// A parent that counts how often its child is asked for.
private final class Wrapper: ParentMachine, @unchecked Sendable {
    typealias Input = Int
    typealias Output = Int

    private let probe: Probe<Int>
    /// Only read and written on the main actor by the test.
    private(set) var childReads = 0

    init(_ probe: Probe<Int>) {
        self.probe = probe
    }

    var child: Machine<Int, Int> {
        childReads += 1
        return ~probe
    }
}
