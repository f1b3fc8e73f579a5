import Loom

/// Lists and collections on one screen, written as for SwiftUI: tabs, an editable list bound
/// row by row, a selectable list, an adaptive grid, a table grid and an empty state.
public struct CollectionsShowcase: View {
    struct Fruit: Identifiable, Hashable {
        let id: Int
        var name: String
        var ripe: Bool
    }

    @State private var tab = 0
    @State private var fruits = [Fruit(id: 1, name: "Apple", ripe: true), Fruit(id: 2, name: "Banana", ripe: false),
                                 Fruit(id: 3, name: "Cherry", ripe: true)]
    @State private var chosen: Int?
    @State private var archived = 0

    public init() {}

    public var body: some View {
        TabView(selection: $tab) {
            VStack(alignment: .leading) {
                Text("Fruit").font(.headline)
                List {
                    ForEach($fruits) { $fruit in
                        Toggle(fruit.name, isOn: $fruit.ripe)
                    }
                    .onDelete { fruits.remove(atOffsets: $0) }
                    .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
                }
                .listStyle(.insetGrouped)
                Text("Ripe: \(fruits.filter(\.ripe).map(\.name).joined(separator: ", "))")
                if fruits.isEmpty {
                    ContentUnavailableView("No Fruit", systemImage: "tray", description: Text("Every row was deleted."))
                }
            }
            .tabItem { Label("Edit", systemImage: "pencil") }
            .tag(0)

            VStack(alignment: .leading) {
                Text("Chosen: \(chosen.flatMap { id in fruits.first { $0.id == id }?.name } ?? "none")")
                List(fruits, selection: $chosen) { fruit in Text(fruit.name) }
                List {
                    Text("Archived \(archived)").swipeActions { Button("Archive") { archived += 1 } }
                }
            }
            .tabItem { Label("Choose", systemImage: "checkmark") }
            .tag(1)

            VStack(alignment: .leading) {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))], spacing: 8) {
                    ForEach(0..<12) { index in
                        Text("Cell \(index)").padding(8).frame(maxWidth: .infinity).background(.teal.opacity(0.3))
                    }
                }
                Grid {
                    GridRow { Text("Name").bold(); Text("Ada Lovelace") }
                    GridRow { Text("Born").bold(); Text("1815") }
                }
                ScrollView(.horizontal) {
                    LazyHStack { ForEach(1...20, id: \.self) { Text("Chip \($0)").padding(6).background(.yellow.opacity(0.4)) } }
                }
            }
            .tabItem { Label("Grids", systemImage: "square.grid.2x2") }
            .tag(2)
        }
    }
}
