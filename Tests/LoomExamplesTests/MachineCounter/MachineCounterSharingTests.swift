import Foundation
import LoomExamples
import LoomTestSupport
import Testing

/// Two tabs of the persistent counter: one shared counter per server process, injected into
/// every session, so no tap is lost and every tab shows every tap.
@MainActor
struct MachineCounterSharingTests {
    @Test func interleavedTapsFromTwoSessionsAreAllCountedStoredAndShownInBoth() async throws {
        let directory = try makeStorageDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let counter = SharedCounter(directory: directory)
        let (firstLog, secondLog) = (LineRecorder(), LineRecorder())
        let first = MachineCounterApp(counter: counter, log: firstLog.record)
        let second = MachineCounterApp(counter: counter, log: secondLog.record)
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

        #expect(counter.value == 6)
        #expect(try counter.store.integer(forKey: "counter") == 6)
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
        let counter = SharedCounter(directory: directory)
        let firstLog = LineRecorder()
        let first = MachineCounterApp(counter: counter, log: firstLog.record)
        let firstTab = ViewHarness(first.view)
        first.start()
        _ = await firstLog.first(2)
        try firstTab.tap("Increment")
        _ = await firstLog.first(3)

        let secondLog = LineRecorder()
        let second = MachineCounterApp(counter: counter, log: secondLog.record)
        let secondTab = ViewHarness(second.view)
        second.start()
        #expect(await secondLog.first(2) == ["loading", "1"])
        try secondTab.tap("Increment")
        #expect(await secondLog.first(3).last == "2")
        await drainMainQueue()

        #expect(firstTab.text.contains("text \"2\""), "the first tab re-rendered with the second's tap")
        #expect(try counter.store.integer(forKey: "counter") == 2)
        first.stop()
        second.stop()
    }
}
