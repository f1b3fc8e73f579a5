import Loom
import LoomTestSupport
import Testing

/// Views reading store fields are tracked by Loom itself (``TrackedReaders``), precisely and
/// without growing.
@MainActor
struct ReadTrackingTests {
    @MainActor
    final class Bodies {
        var count = 0
    }

    /// Reads the name only while `showsName` is on.
    struct MaybeName: View {
        let store: Store<Profile, ProfileAction>
        let bodies: Bodies
        @State private var showsName = true
        var body: some View {
            bodies.count += 1
            return VStack {
                Toggle("Show name", isOn: $showsName)
                if showsName { Text("name \(store.name)") } else { Text("hidden") }
            }
        }
    }

    @Test func aViewWhoseNewestBodyNoLongerReadsAFieldIsNotRerenderedByItsChange() throws {
        let bodies = Bodies()
        let store = makeProfileStore()
        let ui = ViewHarness(MaybeName(store: store, bodies: bodies))
        try ui.toggle("Show name")
        #expect(ui.text.contains("hidden"))
        let before = bodies.count
        store.dispatch(.rename("Grace"))
        ui.host.update()
        #expect(bodies.count == before)
        try ui.toggle("Show name")
        #expect(ui.text.contains("name Grace"))
    }

    struct Greeting: View {
        let store: Store<Profile, ProfileAction>
        let bodies: Bodies
        var body: some View {
            bodies.count += 1
            return Text(store.greeting)
        }
    }

    @Test func aComputedPropertyIsTrackedThroughTheFieldsItIsComputedFrom() {
        let bodies = Bodies()
        let store = makeProfileStore()
        let ui = ViewHarness(Greeting(store: store, bodies: bodies))
        #expect(ui.text.contains("Hello, Ada"))
        store.dispatch(.birthday)
        ui.host.update()
        #expect(bodies.count == 1)
        store.dispatch(.rename("Grace"))
        ui.host.update()
        #expect(bodies.count == 2)
        #expect(ui.text.contains("Hello, Grace"))
    }

    /// Reads a value held outside any store through the public tracking API, and re-renders
    /// itself through its own state.
    struct Reader: View {
        let source: TrackedSource
        @State private var renders = 0
        var body: some View {
            VStack {
                Text("value \(source.read()) renders \(renders)")
                Button("Again") { renders += 1 }
            }
        }
    }

    @Test func readersOfAValueThatNeverChangesDoNotPileUpWhileTheyRerender() throws {
        let source = TrackedSource()
        let ui = ViewHarness(Reader(source: source))
        for _ in 0..<500 { try ui.tap("Again") }
        #expect(ui.text.contains("renders 500"))
        #expect(source.readers.count <= 32)
        source.value = 7
        source.readers.valueDidChange()
        ui.host.update()
        #expect(ui.text.contains("value 7"))
        #expect(source.readers.count == 1)
    }

    @Test func aReadOutsideAnyBodyIsNotRecorded() {
        let source = TrackedSource()
        _ = source.read()
        #expect(source.readers.isEmpty)
    }
}
