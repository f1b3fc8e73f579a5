import Foundation
import Loom
import LoomTesting
import Testing

private struct Greeting: View {
    @AppStorage("name") private var name = "nobody"
    var body: some View {
        VStack {
            Text("Hello, \(name)")
            Button("Rename") { name = "Ada" }
        }
    }
}

private struct Settings: View {
    @AppStorage("showsDone") private var showsDone = true
    var body: some View {
        Toggle("Show done", isOn: $showsDone)
        Text(showsDone ? "showing done" : "hiding done")
    }
}

/// Enums kept by raw value, as SwiftUI keeps them: no conformance declared.
private enum Filter: String, CaseIterable { case all, active, done }
private enum Density: Int { case compact = 1, regular = 2 }
/// An enum that also declares `AppStorageValue` (its raw value does the work): still one initialiser.
private enum Sort: String, AppStorageValue { case title, date }

private struct FilterSettings: View {
    @AppStorage("filter") private var filter: Filter = .all
    @AppStorage("density") private var density: Density = .regular
    @AppStorage("sort") private var sort: Sort = .title
    var body: some View {
        Picker("Show", selection: $filter) {
            ForEach(Filter.allCases, id: \.self) { Text($0.rawValue).tag($0) }
        }
        Button("Compact") { density = .compact }
        Button("By date") { sort = .date }
        Text("filter \(filter.rawValue) density \(density.rawValue) sort \(sort.rawValue)")
    }
}

@MainActor
struct KeyValueStoreTests {
    private func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("loom-kv-\(UUID().uuidString)")
            .appendingPathComponent("app-storage.json")
    }

    @Test func aWriteReachesTheFileAndANewStoreReadsItBack() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let store = KeyValueStore(file: file)
        store.set(.string("Ada"), forKey: "name")
        store.set(.int(3), forKey: "count")
        let again = KeyValueStore(file: file)
        #expect(again.value(forKey: "name") == .string("Ada"))
        #expect(again.value(forKey: "count") == .int(3))
        // No temporary files are left beside it (writes are renamed into place).
        let left = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(left == ["app-storage.json"])
    }

    @Test func aCorruptFileIsMovedAsideReportedAndTheStoreStartsEmpty() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: file)
        let reports = Reports()
        let store = KeyValueStore(file: file, report: { reports.append($0) })
        #expect(store.value(forKey: "name") == nil)
        let aside = file.appendingPathExtension("corrupt-1")
        #expect(try String(contentsOf: aside, encoding: .utf8) == "{not json")
        #expect(reports.all.count == 1)
        #expect(reports.all.first?.contains("moved it to \(aside.path)") == true)
    }

    @Test func everySessionThatReadsAKeyShowsAWriteFromAnother() throws {
        let store = KeyValueStore()
        let first = ViewHarness(Greeting().defaultAppStorage(store))
        let second = ViewHarness(Greeting().defaultAppStorage(store))
        #expect(second.text.contains("Hello, nobody"))
        try first.tap("Rename")
        #expect(first.text.contains("Hello, Ada"))
        #expect(second.text.contains("Hello, Ada"))
    }

    @Test func enumsAreKeptByTheirRawValueAndAnotherKindReadsAsTheDefault() throws {
        let store = KeyValueStore()
        let ui = ViewHarness(FilterSettings().defaultAppStorage(store))
        try ui.expectText("filter all density 2 sort title")
        try ui.select("active", in: "Show")
        try ui.tap("Compact")
        try ui.tap("By date")
        try ui.expectText("filter active density 1 sort date")
        #expect(store.value(forKey: "filter") == .string("active"))
        #expect(store.value(forKey: "density") == .int(1))
        #expect(store.value(forKey: "sort") == .string("date"))

        // A value of another kind, or a raw value no case has, reads as the default.
        store.set(.int(3), forKey: "filter")
        store.set(.int(9), forKey: "density")
        let fresh = ViewHarness(FilterSettings().defaultAppStorage(store))
        try fresh.expectText("filter all density 2 sort date")
    }

    @Test func aBindingToAppStorageTogglesTheStoredValue() throws {
        let store = KeyValueStore()
        let ui = ViewHarness(Settings().defaultAppStorage(store))
        #expect(ui.text.contains("showing done"))
        try ui.toggle("Show done")
        #expect(ui.text.contains("hiding done"))
        #expect(store.value(forKey: "showsDone") == .bool(false))
    }
}

/// Collects reports from the store (called on the main actor in these tests).
private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
