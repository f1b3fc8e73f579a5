import Loom

/// Accessibility and selection, written as for SwiftUI: an icon-only button with a label, a
/// hint and a test identifier, decoration hidden from screen readers, a list whose `.tag` rows
/// are chosen by click or with the arrow keys, and tabs that keep their state.
public struct AccessibilityShowcase: View {
    enum Fruit: String, CaseIterable, Hashable {
        case apple = "Apple", banana = "Banana", cherry = "Cherry"
    }

    @State private var drafts = 3
    @State private var fruit: Fruit?
    @State private var starred: Set<Fruit> = []

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(systemName: "star").accessibilityHidden(true)
                Text("Drafts: \(drafts)").accessibilityIdentifier("draft-count")
                Button { drafts = max(0, drafts - 1) } label: { Image(systemName: "trash") }
                    .accessibilityLabel("Delete draft")
                    .accessibilityHint("Removes the newest draft")
                    .accessibilityIdentifier("delete-draft")
            }
            Text("Picked: \(fruit?.rawValue ?? "none")").accessibilityIdentifier("picked")
            List(selection: $fruit) {
                ForEach(Fruit.allCases, id: \.self) { fruit in
                    Text(fruit.rawValue).tag(fruit)
                }
            }
            .accessibilityIdentifier("fruit-list")
            Text("Starred: \(starred.map(\.rawValue).sorted().joined(separator: ", "))")
            List(selection: $starred) {
                ForEach(Fruit.allCases, id: \.self) { fruit in
                    Text("★ " + fruit.rawValue).tag(fruit)
                }
            }
            TabView {
                TallyTab(name: "Apples").tabItem { Text("Orchard") }
                TallyTab(name: "Carrots").tabItem { Text("Garden") }
            }
        }
        .padding()
    }
}

/// A tab with state of its own, to show that switching away and back keeps it.
struct TallyTab: View {
    let name: String
    @State private var count = 0

    var body: some View {
        Button("\(name): \(count)") { count += 1 }
    }
}
