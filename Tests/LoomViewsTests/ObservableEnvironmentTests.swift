import Loom
import LoomTestSupport
import Testing

/// `@Environment(Object.self)` and `.environment(object)`: SwiftUI's way of handing an
/// `@Observable` model down the tree without passing it through every initialiser.
@MainActor
struct ObservableEnvironmentTests {
    @Observable final class Library {
        var title = "Loom"
        var shelves = 3
    }

    @Observable final class Reader {
        var name = "Ada"
    }

    struct TitleView: View {
        @Environment(Library.self) private var library
        let counts: BodyCounts
        var body: some View {
            counts.hit("title")
            return Text("title \(library.title)")
        }
    }

    struct OptionalReaderView: View {
        @Environment(Reader.self) private var reader: Reader?
        var body: some View {
            Text("reader \(reader?.name ?? "none")")
        }
    }

    struct Screen: View {
        @State private var library = Library()
        @State private var showsReader = true
        let reader: Reader
        let counts: BodyCounts
        var body: some View {
            VStack {
                Button("Rename") { library.title = "Loom 2" }
                Button("Add shelf") { library.shelves += 1 }
                Button("Hide reader") { showsReader = false }
                TitleView(counts: counts)
                OptionalReaderView()
                    .environment(showsReader ? reader : nil)
            }
            .environment(library)
        }
    }

    @Test func anObjectProvidedAboveIsFoundAndOnlyItsReadPropertiesRerender() throws {
        let counts = BodyCounts()
        let ui = ViewHarness(Screen(reader: Reader(), counts: counts))
        #expect(ui.text.contains("text \"title Loom\""))
        #expect(ui.text.contains("text \"reader Ada\""))
        try ui.tap("Rename")
        #expect(ui.text.contains("text \"title Loom 2\""))
        #expect(counts["title"] == 2)
        try ui.tap("Add shelf")
        #expect(counts["title"] == 2, "the view never read the shelves")
        #expect(ui.issues.isEmpty)
    }

    @Test func nilHidesTheObjectFromTheOptionalForm() throws {
        let ui = ViewHarness(Screen(reader: Reader(), counts: BodyCounts()))
        try ui.tap("Hide reader")
        #expect(ui.text.contains("text \"reader none\""))
        #expect(ui.issues.isEmpty)
    }

    @Test func theOptionalFormReadsNilWithoutAProvider() {
        let ui = ViewHarness(OptionalReaderView())
        #expect(ui.text == "text \"reader none\"\n")
    }

    @Test func aMissingObjectIsReportedAndTheViewIsNotBuilt() {
        let ui = ViewHarness(VStack { TitleView(counts: BodyCounts()); Text("after") })
        #expect(ui.text.contains("text \"after\""))
        #expect(!ui.text.contains("title"))
        #expect(ui.issues.count == 1)
        #expect(ui.issues.first?.message.contains("No @Observable object of type Library") == true)
    }
}
