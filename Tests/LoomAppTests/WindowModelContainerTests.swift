@testable import LoomApp
import Foundation
import Loom
import Testing

@Model private final class Visit {
    var page: String
    init(page: String) { self.page = page }
}

private struct Visits: View {
    @Query(sort: \Visit.page) private var visits: [Visit]
    @Environment(\.modelContext) private var modelContext
    var body: some View {
        VStack {
            Text("visits: \(visits.map(\.page).joined(separator: ","))")
            Button("Visit") { modelContext.insert(Visit(page: "p\(visits.count)")) }
        }
    }
}

/// `.modelContainer` on a `WindowGroup`: one container for the process, a context per session.
@MainActor
struct WindowModelContainerTests {
    @Test func everySessionOfTheWindowShowsTheContainersModelsAndFollowsItsSaves() throws {
        let container = try ModelContainer(for: Visit.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let window = WindowGroup("Visits") { Visits() }.modelContainer(container).windows[0]
        let sessions = [window.makeView(KeyValueStore()), window.makeView(KeyValueStore())]
        func screen(_ index: Int) -> String {
            sessions[index].update()
            return TextRenderer.render(sessions[index].hostTree.snapshot())
        }
        #expect(screen(0).contains("visits: \n") || screen(0).contains("visits: "))
        container.mainContext.insert(Visit(page: "home"))
        try container.mainContext.save()
        #expect(screen(0).contains("visits: home"))
        #expect(screen(1).contains("visits: home"))
        for session in sessions { session.tearDown() }
    }

    @Test func aContainerThatCannotBeMadeIsReportedToOnSetupAndOnThePageWithoutAThrowAwayStore() throws {
        var outcome: Result<ModelContainer, any Error>?
        let window = WindowGroup("Broken") { Text("still here") }
            .modelContainer(for: Unstorable.self, onSetup: { outcome = $0 }).windows[0]
        guard case .failure(let error)? = outcome else {
            Issue.record("a model with an unstorable property should not make a container")
            return
        }
        #expect("\(error)".contains("Unstorable.handle"))
        let host = window.makeView(KeyValueStore())
        host.update()
        let screen = TextRenderer.render(host.hostTree.snapshot())
        #expect(screen.contains("The app's data is not available"))
        #expect(screen.contains("cannot be opened by this version"), "a model that cannot be stored is not retried")
        #expect(!screen.contains("still here"), "no session runs on a store that would lose what it is given")
        host.tearDown()
    }

    @Test func aStoreThatCannotBeOpenedYetIsTriedAgainAndEverySessionContinuesOnItOnceOpen() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loom-gate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A file where the store's folder should be: the store cannot be made until it goes.
        let blocker = folder.appendingPathComponent("data")
        try Data("not a folder".utf8).write(to: blocker)
        let configuration = ModelConfiguration(url: blocker.appendingPathComponent("visits.store"))
        var outcome: Result<ModelContainer, any Error>?
        let window = WindowGroup("Visits") { Visits() }
            .modelContainer(for: [Visit.self], configuration: configuration, onSetup: { outcome = $0 }).windows[0]
        guard case .failure(let error)? = outcome, case .storeUnavailable? = error as? ModelError else {
            Issue.record("the store should not open while a file is in the way: \(String(describing: outcome))")
            return
        }
        let sessions = [window.makeView(KeyValueStore()), window.makeView(KeyValueStore())]
        func screen(_ index: Int) -> String {
            sessions[index].update()
            return TextRenderer.render(sessions[index].hostTree.snapshot())
        }
        #expect(screen(0).contains("trying again"))
        try FileManager.default.removeItem(at: blocker)
        // Retried every 2 s, then handed to the main actor, which every view test of the run
        // shares (under a sanitizer the whole suite keeps it busy for a minute): it gives up
        // only after 120 s and 300 looks, the rule `eventually` follows elsewhere.
        let deadline = ContinuousClock.now + .seconds(120)
        var looks = 0
        while !screen(0).contains("visits:") && (ContinuousClock.now < deadline || looks < 300) {
            looks += 1
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(screen(0).contains("visits:"))
        #expect(screen(1).contains("visits:"), "every session continues on the store")
        #expect(FileManager.default.fileExists(atPath: blocker.appendingPathComponent("visits.store").path))
        for session in sessions { session.tearDown() }
    }
}

/// A model whose property cannot be kept in a column.
@Model private final class Unstorable {
    var handle: FileHandle
    init(handle: FileHandle) { self.handle = handle }
}
