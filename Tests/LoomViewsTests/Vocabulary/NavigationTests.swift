import Loom
import LoomTestSupport
import Testing

/// Navigation stacks: pushing by value and by view, popping by the back button, a link, the
/// path or `dismiss`, and covered screens keeping their state.
@MainActor
struct VocabularyNavigationTests {
    struct Book: Hashable { let title: String }

    struct Library: View {
        @State var path: [Book] = []
        @State var visits = 0
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Visit") { visits += 1 }
                    Text("visits \(visits)")
                    NavigationLink("Dune", value: Book(title: "Dune"))
                    NavigationLink("About") { About() }
                    Text("path \(path.map(\.title).joined(separator: ","))")
                }
                .navigationTitle("Library")
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) { EditButton() }
                }
                .navigationDestination(for: Book.self) { book in
                    BookDetail(book: book)
                }
            }
        }
    }

    struct BookDetail: View {
        let book: Book
        @Environment(\.dismiss) private var dismiss
        @State private var likes = 0
        var body: some View {
            VStack {
                Text("Reading \(book.title)")
                Button("Like") { likes += 1 }
                Text("likes \(likes)")
                NavigationLink("Sequel", value: Book(title: "Dune Messiah"))
                Button("Close") { dismiss() }
            }
            .navigationTitle(book.title)
        }
    }

    struct About: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Button("Done") { dismiss() }.navigationBarTitle("About")
        }
    }

    @Test func aValueLinkPushesItsDestinationOverTheRootWhichKeepsItsState() throws {
        let ui = ViewHarness(Library())
        try ui.tap("Visit")
        #expect(ui.text.contains("heading \"Library\""))
        try ui.tap("Dune")
        let text = ui.text
        #expect(text.contains("text \"Reading Dune\""))
        #expect(text.contains("presentation=push"))
        #expect(text.contains("text \"path Dune\""), "the bound array holds the pushed value")
        #expect(text.contains("text \"visits 1\""), "the covered root is still there, with its state")
        try ui.verifyReplay()
    }

    @Test func theBackEventPopsTheTopScreenAndCoveredScreensKeepTheirState() throws {
        let ui = ViewHarness(Library())
        try ui.tap("Dune")
        try ui.tap("Like")
        try ui.tap("Sequel")
        #expect(ui.text.contains("text \"path Dune,Dune Messiah\""))
        let screens = try #require(ui.host.hostTree.snapshot().first(.navigationStack, labelled: "Library"))
        let top = try #require(screens.children.last?.id)
        try ui.send(.dismiss, to: top)
        #expect(ui.text.contains("text \"path Dune\""))
        #expect(ui.text.contains("text \"likes 1\""), "the screen below kept its state")
        try ui.verifyReplay()
    }

    @Test func dismissAndTheBackButtonPop() throws {
        let ui = ViewHarness(Library())
        try ui.tap("Dune")
        try ui.tap("Close")
        #expect(ui.text.contains("text \"path \""))
        #expect(!ui.text.contains("Reading Dune"))
        try ui.tap("Dune")
        try ui.tap("‹ Back")
        #expect(!ui.text.contains("Reading Dune"))
        try ui.verifyReplay()
    }

    @Test func aDestinationLinkPushesItsViewAndDismissPopsIt() throws {
        let ui = ViewHarness(Library())
        try ui.tap("About")
        #expect(ui.text.contains("heading \"About\""))
        try ui.tap("Done")
        #expect(!ui.text.contains("heading \"About\""))
        try ui.verifyReplay()
    }

    @Test func changingANavigationPathPushesAndPopsScreens() throws {
        struct Numbers: View {
            @State var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Button("Push 3") { path.append(3) }
                        Button("Pop all") { path.removeLast(path.count) }
                    }
                    .navigationDestination(for: Int.self) { number in
                        VStack {
                            Text("Number \(number)")
                            Button("Next") { path.append(number + 1) }
                        }
                    }
                }
            }
        }
        let ui = ViewHarness(Numbers())
        try ui.tap("Push 3")
        try ui.tap("Next")
        #expect(ui.text.contains("Number 4"))
        #expect(ui.text.contains("Number 3"), "the covered screen stays in the tree")
        try ui.tap("Pop all")
        #expect(!ui.text.contains("Number 3"))
        try ui.verifyReplay()
    }

    @Test func theEditButtonInAToolbarSwitchesTheStacksEditMode() throws {
        let ui = ViewHarness(Library())
        #expect(ui.text.contains("container style=toolbar-trailing"))
        try ui.tap("Edit")
        #expect(ui.text.contains("button \"Done\""))
    }

    @Test func aLinkOutsideAStackIsDisabled() throws {
        let ui = ViewHarness(NavigationLink("Nowhere", value: 1))
        #expect(ui.text.contains("button disabled"))
    }
}
