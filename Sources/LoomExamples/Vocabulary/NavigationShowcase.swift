import Loom

/// The navigation family: a library list that pushes books by value, a sequel link on each
/// book, an "About" screen pushed as a view, a toolbar with an edit button, a link that
/// pushes two screens at once by changing the path, a settings screen pushed while a Boolean
/// says so (`navigationDestination(isPresented:)`) and a pick of the day pushed for an optional
/// item (`navigationDestination(item:)`).
public struct NavigationShowcase: View {
    struct Book: Hashable {
        let title: String
        let author: String
        let sequel: String?
    }

    static let books = [
        Book(title: "Dune", author: "Frank Herbert", sequel: "Dune Messiah"),
        Book(title: "Dune Messiah", author: "Frank Herbert", sequel: nil),
        Book(title: "Emma", author: "Jane Austen", sequel: nil),
    ]

    @State private var path: [Book] = []
    @State private var showsReadingSettings = false
    @State private var pickOfTheDay: Book?

    public init() {}

    public var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading) {
                ForEach(Self.books, id: \.title) { book in
                    NavigationLink(book.title, value: book)
                }
                NavigationLink("About this library") { AboutScreen() }
                Button("Open Dune and its sequel") { path = [Self.books[0], Self.books[1]] }
                Button("Reading settings") { showsReadingSettings = true }
                Button("Pick of the day") { pickOfTheDay = Self.books[2] }
                Text("Open: \(path.isEmpty ? "the list" : path.map(\.title).joined(separator: " › "))")
            }
            .padding()
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) { EditButton() }
            }
            .navigationDestination(for: Book.self) { book in
                BookScreen(book: book)
            }
            .navigationDestination(isPresented: $showsReadingSettings) { ReadingSettingsScreen() }
            .navigationDestination(item: $pickOfTheDay) { book in BookScreen(book: book) }
        }
    }

    struct ReadingSettingsScreen: View {
        @State private var largeText = false
        var body: some View {
            Form {
                Toggle("Large text", isOn: $largeText)
                Text(largeText ? "Books open in large text" : "Books open in normal text")
            }
            .navigationTitle("Reading settings")
        }
    }

    struct BookScreen: View {
        let book: Book
        @State private var rating = 0
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            VStack(alignment: .leading) {
                Text("by \(book.author)")
                Stepper("Rating: \(rating)", value: $rating, in: 0...5)
                if let sequel = book.sequel, let next = NavigationShowcase.books.first(where: { $0.title == sequel }) {
                    NavigationLink("Sequel: \(sequel)", value: next)
                }
                Button("Done") { dismiss() }
            }
            .padding()
            .navigationTitle(book.title)
        }
    }

    struct AboutScreen: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack(alignment: .leading) {
                Text("Every screen you open is kept below the next one, with its state.")
                Button("Close") { dismiss() }
            }
            .padding()
            .navigationBarTitle("About")
        }
    }
}
