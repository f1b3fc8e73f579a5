import Loom

/// One row of the keyed list: identified by `id`, so it keeps its state when rows move.
public struct Fruit: Identifiable, Hashable, Sendable {
    public let id: Int
    public var name: String
}

/// A keyed list: add, remove, shuffle and select rows; each row keeps its own star state.
public struct KeyedListApp: View {
    @State private var fruits: [Fruit]
    @State private var selection: Int?
    @State private var nextID: Int
    private let names = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape", "Honeydew"]
    private let shuffle: @MainActor ([Fruit]) -> [Fruit]

    /// - Parameter shuffle: how "Shuffle" reorders rows; tests pass a fixed permutation.
    public init(shuffle: @escaping @MainActor ([Fruit]) -> [Fruit] = { $0.shuffled() }) {
        let initial = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]
        _fruits = State(initialValue: initial)
        _nextID = State(initialValue: 4)
        self.shuffle = shuffle
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Fruit basket").font(.title).bold()
            HStack(spacing: 8) {
                Button("Add") { add() }
                Button("Shuffle") { fruits = shuffle(fruits) }
                Button("Remove selected") { removeSelected() }
                    .disabled(selection == nil)
            }
            List {
                ForEach(fruits) { fruit in
                    FruitRow(fruit: fruit, isSelected: fruit.id == selection, selection: $selection)
                }
            }
            Text(selectionSummary).foregroundColor(.secondary)
        }
        .padding()
    }

    private var selectionSummary: String {
        guard let selection, let fruit = fruits.first(where: { $0.id == selection }) else { return "Nothing selected" }
        return "Selected: \(fruit.name)"
    }

    private func add() {
        fruits.append(Fruit(id: nextID, name: names[(nextID - 1) % names.count]))
        nextID += 1
    }

    private func removeSelected() {
        fruits.removeAll { $0.id == selection }
        selection = nil
    }
}

/// A row with state of its own (the star), which moves with the row.
struct FruitRow: View {
    let fruit: Fruit
    let isSelected: Bool
    @Binding var selection: Int?
    @State private var starred = false

    var body: some View {
        HStack(spacing: 8) {
            Button(starred ? "★" : "☆") { starred.toggle() }
            Text("\(fruit.id). \(fruit.name)").bold(isSelected)
            Spacer()
            Button(isSelected ? "Selected" : "Select") { selection = fruit.id }
        }
        .background(isSelected ? .yellow : .clear)
    }
}
