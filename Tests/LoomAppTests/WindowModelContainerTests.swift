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

    @Test func aContainerThatCannotBeMadeIsReportedToOnSetupAndTheWindowStillRuns() throws {
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
        #expect(TextRenderer.render(host.hostTree.snapshot()).contains("still here"))
        host.tearDown()
    }
}

/// A model whose property cannot be kept in a column.
@Model private final class Unstorable {
    var handle: FileHandle
    init(handle: FileHandle) { self.handle = handle }
}
