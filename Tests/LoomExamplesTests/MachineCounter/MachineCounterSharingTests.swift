import Foundation
import Loom
import LoomExamples
import LoomTestSupport
import Testing

/// Two tabs of the persistent counter: a counter per session on one store, so no tap is lost and
/// every tab shows every tap.
@MainActor
struct MachineCounterSharingTests {
    @Test func interleavedTapsFromTwoSessionsAreAllCountedStoredAndShownInBoth() async throws {
        let directory = try makeStorageDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = try makeCounterContainer(in: directory)
        let (firstLog, secondLog) = (LineRecorder(), LineRecorder())
        let first = MachineCounterApp(container: container, log: firstLog.record)
        let second = MachineCounterApp(container: container, log: secondLog.record)
        let firstTab = ViewHarness(first.view)
        let secondTab = ViewHarness(second.view)
        first.start()
        second.start()
        _ = await firstLog.first(2)
        _ = await secondLog.first(2)

        // Taps interleaved from both sessions, each handled by its own machine flow.
        for _ in 0..<3 {
            try firstTab.tap("Increment")
            try secondTab.tap("Increment")
        }
        _ = await firstLog.first(5)
        _ = await secondLog.first(5)
        await drainMainQueue()

        #expect(first.counter.value == 6)
        #expect(second.counter.value == 6)
        #expect(try storedTaps(in: container) == 6)
        #expect(firstTab.text.contains("text \"6\""))
        #expect(secondTab.text.contains("text \"6\""))
        #expect(Set(firstLog.all.dropFirst(2) + secondLog.all.dropFirst(2)) == ["1", "2", "3", "4", "5", "6"])
        try firstTab.verifyReplay()
        try secondTab.verifyReplay()
        first.stop()
        second.stop()
    }

    @Test func aSessionOpenedLaterShowsTheSharedNumberAndItsTapsReachTheFirst() async throws {
        let directory = try makeStorageDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = try makeCounterContainer(in: directory)
        let firstLog = LineRecorder()
        let first = MachineCounterApp(container: container, log: firstLog.record)
        let firstTab = ViewHarness(first.view)
        first.start()
        _ = await firstLog.first(2)
        try firstTab.tap("Increment")
        _ = await firstLog.first(3)

        let secondLog = LineRecorder()
        // A second container on the same file, as another window's: the same store and channel.
        let second = MachineCounterApp(container: try makeCounterContainer(in: directory), log: secondLog.record)
        let secondTab = ViewHarness(second.view)
        second.start()
        #expect(await secondLog.first(2) == ["loading", "1"])
        try secondTab.tap("Increment")
        #expect(await secondLog.first(3).last == "2")
        await drainMainQueue()

        #expect(firstTab.text.contains("text \"2\""), "the first tab re-rendered with the second's tap")
        #expect(try storedTaps(in: container) == 2)
        first.stop()
        second.stop()
    }
}
