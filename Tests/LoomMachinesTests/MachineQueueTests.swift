import Foundation
import LoomMachines
import Testing

@MainActor
struct MachineQueueTests {
    @Test func mainQueueMachinesProcessOnTheMainQueueAndNewQueueMachinesOffIt() async {
        // Marks the main queue, so a block can tell whether it runs there.
        let mainQueueKey = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
        defer { DispatchQueue.main.setSpecific(key: mainQueueKey, value: nil) }
        let threads = Recorder<String>()
        let onMain = BasicMachine<Int, Int>(queue: .main) { _, _ in
            threads.record("main: \(DispatchQueue.getSpecific(key: mainQueueKey) == true)")
        }
        let offMain = BasicMachine<Int, Int>(queue: .new) { _, _ in
            threads.record("new: \(DispatchQueue.getSpecific(key: mainQueueKey) == true)")
        }
        let root = loop(~onMain, ~offMain)
        root.start()
        let seen = await threads.first(2)
        #expect(Set(seen) == ["main: true", "new: false"], "\(seen)")
        root.stop()
    }

    @Test func parentMachineOperatorsApplyToItsChild() async {
        let source = Source<Int>()
        let probe = Probe<Int>(queue: .main)
        let parent = Doubling(probe)
        // inward doubles again on the way in; outward drops odd echoes on the way out.
        let mapped = parent.inward { .set($0 * 2) }.outward { $0 % 2 == 0 ? .set() : .set($0) }
        let root = loop(source.inLoop(), mapped)
        root.start()
        await source.emit(3)
        #expect(await probe.calls.first(2) == [nil, 12])
        root.stop()
    }
}

/// A parent whose child doubles its inputs before the probe sees them.
private final class Doubling: ParentMachine, Sendable {
    typealias Input = Int
    typealias Output = Int

    private let probe: Probe<Int>

    init(_ probe: Probe<Int>) {
        self.probe = probe
    }

    var child: Machine<Int, Int> {
        probe.inward { .set($0 * 2) }
    }
}
