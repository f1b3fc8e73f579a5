import Loom

/// A form whose whole screen survives its server: a name being typed, a chosen colour, a tap
/// count and a stack of pages, all plain `@State` of `Codable` values. Its window keeps them
/// (`.restorationBehavior(.includingViewState)`): kill the server, start it again, or deploy a
/// new version, and the page comes back as it was, the typed text and its focus included.
public struct RestoreForm: View {
    @State private var name = ""
    @State private var colour = Colour.teal
    @State private var taps = 0
    @State private var pages: [Int] = []

    public init() {}

    public var body: some View {
        NavigationStack(path: $pages) {
            Form {
                Section("About you") {
                    TextField("Your name", text: $name)
                    Picker("Favourite colour", selection: $colour) {
                        ForEach(Colour.allCases) { Text($0.rawValue.capitalized).tag($0) }
                    }
                }
                Section("Progress") {
                    Button("Tapped \(taps) times") { taps += 1 }
                    NavigationLink("Go to page 1", value: 1)
                }
                Section {
                    Text(name.isEmpty ? "Type a name, then restart the server." : "Hello, \(name).")
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Restore")
            .navigationDestination(for: Int.self) { page in
                RestorePage(page: page)
            }
        }
    }

    enum Colour: String, CaseIterable, Identifiable, Codable {
        case teal, orange, purple
        var id: Self { self }
    }
}

/// One page of the stack: how deep it is, and the way deeper.
struct RestorePage: View {
    let page: Int

    var body: some View {
        VStack(spacing: 12) {
            Text("Page \(page)").font(.title2)
            NavigationLink("Go to page \(page + 1)", value: page + 1)
        }
        .navigationTitle("Page \(page)")
    }
}
