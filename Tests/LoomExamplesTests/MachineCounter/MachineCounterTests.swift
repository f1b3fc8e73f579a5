import Foundation
import LoomExamples
import LoomTestSupport
import Testing

@MainActor
struct MachineCounterTests {
    @Test func incrementsShowOnScreenAreLoggedAndStored() async throws {
        let directory = try makeStorageDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = LineRecorder()
        let app = MachineCounterApp(storageDirectory: directory, log: log.record)
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
        #expect(try app.store.integer(forKey: "counter") == 2)
        app.stop()
    }

    @Test func restartingWithTheSameStorageShowsTheSameNumber() async throws {
        let directory = try makeStorageDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let firstLog = LineRecorder()
        let first = MachineCounterApp(storageDirectory: directory, log: firstLog.record)
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
        let second = MachineCounterApp(storageDirectory: directory, log: secondLog.record)
        let secondUI = ViewHarness(second.view)
        second.start()
        #expect(await secondLog.first(2) == ["loading", "3"])
        await drainMainQueue()
        #expect(secondUI.text.contains("3"))
        try secondUI.tap("Increment")
        #expect(await secondLog.first(3).last == "4")
        second.stop()
    }

    @Test func aCorruptFileIsReportedMovedAsideAndTheCountStartsAtZero() async throws {
        let directory = try makeStorageDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("machine-counter.json")
        let garbage = Data("{\"counter\": seven".utf8)
        try garbage.write(to: file)
        let log = LineRecorder()
        let reports = LineRecorder()
        let app = MachineCounterApp(storageDirectory: directory, log: log.record, report: reports.record)
        let ui = ViewHarness(app.view)

        app.start()
        #expect(await log.first(2) == ["loading", "0"])
        let report = try #require(await reports.first(1).first)
        let aside = file.appendingPathExtension("corrupt-1")
        #expect(report.contains("\(file.path) is corrupt"))
        #expect(report.contains("moved it to \(aside.path)"))
        #expect(report.contains("starting from 0"))
        #expect(try Data(contentsOf: aside) == garbage)

        try ui.tap("Increment")
        #expect(await log.first(3).last == "1")
        #expect(try app.store.integer(forKey: "counter") == 1)
        #expect(reports.all.count == 1)
        app.stop()
    }
}
