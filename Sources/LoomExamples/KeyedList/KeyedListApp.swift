import Loom

/// One row of the keyed list: identified by `id`, so it keeps its state when rows move.
public struct Fruit: Identifiable, Hashable, Sendable {
    public let id: Int
    public var name: String
}

/// A keyed list: add, remove, shuffle and select rows; each row keeps its own star state.
///
/// The rows live in a `ListModel`, so "Add" builds and inserts one row whatever the list's
/// length (issue 12: with an array, 3,000 adds compared every row on each add). To keep that,
/// only the `ForEach` reads the list: the body shows the selected fruit kept in state, not
/// looked up in the rows, and `nextID` is read only by the actions, so an add re-runs no body.
public struct KeyedListApp: View {
    @State private var fruits: ListModel<Fruit>
    /// The selected fruit itself (not just its id): the summary shows its name without reading the list.
    @State private var selection: Fruit?
    @State private var nextID: Int
    private let names = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape", "Honeydew"]
    private let shuffle: @MainActor ([Fruit]) -> [Fruit]

    /// - Parameter shuffle: how "Shuffle" reorders rows; tests pass a fixed permutation.
    public init(shuffle: @escaping @MainActor ([Fruit]) -> [Fruit] = { $0.shuffled() }) {
        let initial = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]
        _fruits = State(initialValue: ListModel(initial))
        _nextID = State(initialValue: 4)
        self.shuffle = shuffle
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Fruit basket").font(.title).bold()
            HStack(spacing: 8) {
                Button("Add") { add() }
                Button("Shuffle") { fruits.elements = shuffle(fruits.elements) }
                Button("Remove selected") { removeSelected() }
                    .disabled(selection == nil)
            }
            List {
                ForEach(fruits) { fruit in
                    FruitRow(fruit: fruit, isSelected: fruit.id == selection?.id, selection: $selection)
                }
            }
            Text(selection.map { "Selected: \($0.name)" } ?? "Nothing selected").foregroundColor(.secondary)
        }
        .padding()
    }

    private func add() {
        fruits.append(Fruit(id: nextID, name: names[(nextID - 1) % names.count]))
        nextID += 1
    }

    private func removeSelected() {
        guard let selected = selection else { return }
        fruits.removeAll { $0.id == selected.id }
        selection = nil
    }
}

/// A row with state of its own (the star), which moves with the row.
struct FruitRow: View {
    let fruit: Fruit
    let isSelected: Bool
    @Binding var selection: Fruit?
    @State private var starred = false

    var body: some View {
        HStack(spacing: 8) {
            Button(starred ? "★" : "☆") { starred.toggle() }
            Text("\(fruit.id). \(fruit.name)").bold(isSelected)
            Spacer()
            Button(isSelected ? "Selected" : "Select") { selection = fruit }
        }
        .background(isSelected ? .yellow : .clear)
    }
}
