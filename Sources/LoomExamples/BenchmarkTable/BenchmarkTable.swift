import Loom

/// One row of the benchmark table: an object of its own, so changing its label or selection
/// re-runs only its row's body.
@MainActor @Observable
public final class BenchmarkRow: Identifiable {
    public let id: Int
    public var label: String
    public var isSelected = false

    init(id: Int, label: String) {
        self.id = id
        self.label = label
    }
}

/// The table's rows and the benchmark's operations. The rows are a `ListModel`, so an edit of
/// the list reaches `ForEach` as that edit, not as a new array to compare.
@MainActor @Observable
public final class BenchmarkTable {
    /// A `let`: the list changes, not the property, so the table's own body does not run again.
    public let rows = ListModel<BenchmarkRow>()
    @ObservationIgnored private var selected: BenchmarkRow?
    @ObservationIgnored private var nextID = 1
    @ObservationIgnored private var labels = BenchmarkLabels()

    public init() {}

    /// Replaces every row with `count` new ones.
    public func run(_ count: Int) {
        selected = nil
        rows.elements = makeRows(count)
    }

    /// Adds `count` new rows at the end.
    public func add(_ count: Int) {
        rows.append(contentsOf: makeRows(count))
    }

    /// Appends " !!!" to the label of every tenth row, starting with the first.
    public func updateEvery10th() {
        for index in stride(from: 0, to: rows.count, by: 10) { rows[index].label += " !!!" }
    }

    /// Highlights `row`, and only it.
    public func select(_ row: BenchmarkRow) {
        selected?.isSelected = false
        row.isSelected = true
        selected = row
    }

    /// Swaps the second and the second-to-last of at least 1,000 rows (js-framework-benchmark).
    public func swapRows() {
        guard rows.count > 998 else { return }
        rows.swapAt(1, 998)
    }

    /// Removes `row`.
    public func remove(_ row: BenchmarkRow) {
        guard let index = rows.firstIndex(where: { $0 === row }) else { return }
        if selected === row { selected = nil }
        rows.remove(at: index)
    }

    /// Removes every row.
    public func clear() {
        selected = nil
        rows.removeAll()
    }

    private func makeRows(_ count: Int) -> [BenchmarkRow] {
        var made: [BenchmarkRow] = []
        made.reserveCapacity(count)
        for _ in 0..<count {
            made.append(BenchmarkRow(id: nextID, label: labels.next()))
            nextID += 1
        }
        return made
    }
}

/// js-framework-benchmark's labels ("pretty red table") from a 32-bit linear congruential
/// generator with a fixed seed: the vanilla page (Benchmarks/browser/vanilla.html) runs the
/// same generator with `Math.imul`, so both pages show the same rows and send comparable bytes.
struct BenchmarkLabels {
    static let adjectives = [
        "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint",
        "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly",
        "adorable", "important", "inexpensive", "cheap", "expensive", "fancy",
    ]
    static let colours = ["red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black", "orange"]
    static let nouns = [
        "table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger",
        "pizza", "mouse", "keyboard",
    ]

    private var state: UInt32 = 12_345

    mutating func next() -> String {
        Self.adjectives[draw(Self.adjectives.count)] + " " + Self.colours[draw(Self.colours.count)] + " " + Self.nouns[draw(Self.nouns.count)]
    }

    /// A number in `0..<bound` from the high bits of the next state.
    private mutating func draw(_ bound: Int) -> Int {
        state = state &* 1_664_525 &+ 1_013_904_223
        return Int((state >> 8) % UInt32(bound))
    }
}
