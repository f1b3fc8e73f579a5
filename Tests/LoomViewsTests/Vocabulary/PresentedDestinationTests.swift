import Loom
import LoomTestSupport
import Testing

/// `navigationDestination(isPresented:)` and `navigationDestination(item:)`: a screen pushed
/// while the binding says so, popped by the back button or `dismiss` (which resets the
/// binding), updated while it shows.
@MainActor
struct PresentedDestinationTests {
    struct Settings: View {
        @State var showsAdvanced = false
        @State var level = 1
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Advanced") { showsAdvanced = true }
                    Button("Raise level") { level += 1 }
                    Text("advanced \(showsAdvanced)")
                }
                .navigationDestination(isPresented: $showsAdvanced) { Advanced(level: level) }
                .navigationTitle("Settings")
            }
        }
    }

    struct Advanced: View {
        let level: Int
        @State private var taps = 0
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Advanced level \(level) taps \(taps)")
                Button("Tap") { taps += 1 }
                Button("Done") { dismiss() }
            }
        }
    }

    @Test func aTrueBindingPushesTheDestinationOverTheRoot() throws {
        let ui = ViewHarness(Settings())
        #expect(!ui.text.contains("Advanced level"))
        try ui.tap("Advanced")
        let stack = try #require(ui.host.hostTree.snapshot().allElements.first { $0.kind == .navigationStack })
        #expect(stack.children.count == 2, "the root and one pushed screen")
        #expect(stack.children.last?.properties[.presentation] == .presentation(.push))
        #expect(stack.children.last?.labels.contains("Advanced level 1 taps 0") == true)
        try ui.verifyReplay()
    }

    @Test func theBackButtonPopsItAndResetsTheBinding() throws {
        let ui = ViewHarness(Settings())
        try ui.tap("Advanced")
        try ui.tap("‹ Back")
        #expect(!ui.text.contains("Advanced level"))
        try ui.expectText("advanced false")
        try ui.tap("Advanced")
        try ui.tap("Done")
        #expect(!ui.text.contains("Advanced level"))
        try ui.expectText("advanced false")
        try ui.verifyReplay()
    }

    @Test func theBrowsersDismissEventPopsIt() throws {
        let ui = ViewHarness(Settings())
        try ui.tap("Advanced")
        let stack = try #require(ui.host.hostTree.snapshot().allElements.first { $0.kind == .navigationStack })
        let pushed = try #require(stack.children.last)
        try ui.send(.dismiss, to: pushed.id)
        try ui.expectText("advanced false")
        #expect(!ui.text.contains("Advanced level"))
    }

    @Test func thePushedScreenFollowsTheStateItWasMadeFromAndKeepsItsOwn() throws {
        struct Outside: View {
            @State var shows = true
            @State var level = 1
            var body: some View {
                NavigationStack {
                    Text("root")
                        .navigationDestination(isPresented: $shows) {
                            VStack {
                                Advanced(level: level)
                                Button("Raise") { level += 1 }
                            }
                        }
                }
            }
        }
        let ui = ViewHarness(Outside())
        try ui.expectText("Advanced level 1 taps 0")
        try ui.tap("Tap")
        try ui.tap("Raise")
        try ui.expectText("Advanced level 2 taps 1")
        try ui.verifyReplay()
    }

    @Test func aFalseBindingSetByTheAppPopsIt() throws {
        struct Toggled: View {
            @State var shows = false
            var body: some View {
                NavigationStack {
                    Toggle("Show details", isOn: $shows)
                        .navigationDestination(isPresented: $shows) {
                            Toggle("Still showing", isOn: $shows)
                        }
                }
            }
        }
        let ui = ViewHarness(Toggled())
        try ui.toggle("Show details")
        try ui.expectText("Still showing")
        try ui.toggle("Still showing")
        #expect(!ui.text.contains("Still showing"))
        try ui.verifyReplay()
    }

    struct Book: Hashable { let title: String }

    struct Shelf: View {
        @State var chosen: Book?
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Dune") { chosen = Book(title: "Dune") }
                    Button("Emma") { chosen = Book(title: "Emma") }
                    Text("chosen \(chosen?.title ?? "none")")
                }
                .navigationDestination(item: $chosen) { book in
                    BookPage(book: book, next: { chosen = Book(title: "Emma") })
                }
            }
        }
    }

    struct BookPage: View {
        let book: Book
        let next: () -> Void
        @State private var marks = 0
        var body: some View {
            VStack {
                Text("Reading \(book.title) marks \(marks)")
                Button("Mark") { marks += 1 }
                Button("Next book") { next() }
            }
        }
    }

    @Test func anItemPushesItsScreenAndPoppingSetsItToNil() throws {
        let ui = ViewHarness(Shelf())
        try ui.tap("Dune")
        try ui.expectText("Reading Dune marks 0")
        try ui.tap("‹ Back")
        try ui.expectText("chosen none")
        #expect(!ui.text.contains("Reading"))
        try ui.verifyReplay()
    }

    @Test func aDifferentItemIsAFreshScreen() throws {
        let ui = ViewHarness(Shelf())
        try ui.tap("Dune")
        try ui.tap("Mark")
        try ui.expectText("Reading Dune marks 1")
        try ui.tap("Next book")
        try ui.expectText("Reading Emma marks 0")
        try ui.verifyReplay()
    }

    @Test func outsideAStackNothingIsPushed() throws {
        let ui = ViewHarness(Text("alone").navigationDestination(isPresented: .constant(true)) { Text("never") })
        #expect(!ui.text.contains("never"))
    }
}
