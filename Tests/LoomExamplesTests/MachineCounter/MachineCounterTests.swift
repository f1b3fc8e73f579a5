import Foundation
import Loom
import LoomExamples
import LoomTestSupport
import Testing

@MainActor
struct MachineCounterTests {
    @Test func incrementsShowOnScreenAreLoggedAndStored() async throws {
        let directory = try makeStorageDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let container = try makeCounterContainer(in: directory)
        let log = LineRecorder()
        let app = MachineCounterApp(container: container, log: log.record)
        let ui = ViewHarness(app.view)
        #expect(ui.text.contains("loading"))

        app.start()
        #expect(await log.first(2) == ["loading", "0"])
        await drainMainQueue()
        try ui.expectSnapshot(named: "machine-counter-started")

        try ui.tap("Increment")
        try ui.tap("Increment")
        #expect(await log.first(4) == ["loading", "0", "1", "2"])
        await drainMainQueue()
        try ui.expectSnapshot(named: "machine-counter-after-two-increments")
        #expect(try storedTaps(in: container) == 2)
        app.stop()
    }

    @Test func restartingWithTheSameStorageShowsTheSameNumber() async throws {
        let directory = try makeStorageDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let firstLog = LineRecorder()
        let first = MachineCounterApp(container: try makeCounterContainer(in: directory), log: firstLog.record)
        let firstUI = ViewHarness(first.view)
        first.start()
        _ = await firstLog.first(2)
        try firstUI.tap("Increment")
        try firstUI.tap("Increment")
        try firstUI.tap("Increment")
        #expect(await firstLog.first(5).last == "3")
        first.stop()

        // The same root started again, and a brand-new app on the same directory.
        first.start()
        #expect(await firstLog.first(7).suffix(2) == ["loading", "3"])
        first.stop()

        let secondLog = LineRecorder()
        let second = MachineCounterApp(container: try makeCounterContainer(in: directory), log: secondLog.record)
        let secondUI = ViewHarness(second.view)
        second.start()
        #expect(await secondLog.first(2) == ["loading", "3"])
        await drainMainQueue()
        #expect(secondUI.text.contains("3"))
        try secondUI.tap("Increment")
        #expect(await secondLog.first(3).last == "4")
        second.stop()
    }

    @Test func aTapThatCannotBeStoredIsNotCountedAndThePageSaysWhy() async throws {
        let directory = try makeStorageDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Three taps stored, then the same store opened read-only: the next tap cannot be saved.
        let writable = try makeCounterContainer(in: directory)
        for _ in 0..<3 { ModelContext(writable).insertAndSave(CounterTap()) }
        let log = LineRecorder()
        let reports = LineRecorder()
        let app = MachineCounterApp(container: try makeCounterContainer(in: directory, allowsSave: false),
                                    log: log.record, report: reports.record)
        let ui = ViewHarness(app.view)

        app.start()
        #expect(await log.first(2) == ["loading", "3"])
        try ui.tap("Increment")
        #expect(await log.first(3).last == "3", "the number stays: the tap was not stored")
        await drainMainQueue()
        #expect(ui.text.contains("The tap was not counted: the count cannot be stored right now."))
        let report = try #require(await reports.first(1).first)
        #expect(report.hasPrefix("machine counter: a tap could not be stored:"))
        #expect(try storedTaps(in: writable) == 3)
        app.stop()
    }
}

extension ModelContext {
    /// Inserts `tap` and saves at once (the tests' set-up).
    fileprivate func insertAndSave(_ tap: CounterTap) {
        insert(tap)
        try! save()
    }
}
