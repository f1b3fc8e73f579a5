import Loom
import LoomTestSupport
import Testing

/// A `ForEach` over a `ListModel` replays the list's edits: whatever the edits, the screen is
/// what a fresh host of the same elements shows, the mutation log replays to the host tree,
/// rows keep their state as they would with an array, and it falls back to comparing every row
/// whenever skipping rows could show stale content.
@MainActor
struct ListModelEditTests {
    /// One random edit, mirrored on `expected` (a plain array: the reference).
    private func randomEdit(_ list: ListModel<Item>, _ expected: inout [Item], nextID: inout Int, using rng: inout SeededGenerator) {
        let count = expected.count
        switch Int.random(in: 0..<9, using: &rng) {
        case 0, 1:
            let index = Int.random(in: 0...count, using: &rng)
            let new = (0..<Int.random(in: 1...3, using: &rng)).map { offset in Item(id: nextID + offset, name: "n\(nextID + offset)") }
            nextID += new.count
            list.insert(contentsOf: new, at: index)
            expected.insert(contentsOf: new, at: index)
        case 2 where count > 0:
            let index = Int.random(in: 0..<count, using: &rng)
            list.remove(at: index)
            expected.remove(at: index)
        case 3 where count > 1:
            let (i, j) = (Int.random(in: 0..<count, using: &rng), Int.random(in: 0..<count, using: &rng))
            list.swapAt(i, j)
            expected.swapAt(i, j)
        case 4 where count > 0:
            let index = Int.random(in: 0..<count, using: &rng)
            let renamed = Item(id: expected[index].id, name: expected[index].name + "'")
            list[index] = renamed
            expected[index] = renamed
        case 5 where count > 0:
            // Removed and put back elsewhere by hand, in the same update or a later one.
            let index = Int.random(in: 0..<count, using: &rng)
            let element = list.remove(at: index)
            expected.remove(at: index)
            let target = Int.random(in: 0...expected.count, using: &rng)
            list.insert(element, at: target)
            expected.insert(element, at: target)
        case 6 where count > 2:
            let offsets = IndexSet((0..<count).filter { _ in Int.random(in: 0..<4, using: &rng) == 0 })
            let destination = Int.random(in: 0...count, using: &rng)
            list.move(fromOffsets: offsets, toOffset: destination)
            let moving = offsets.map { expected[$0] }
            let target = destination - offsets.count(in: 0..<destination)
            for offset in offsets.reversed() { expected.remove(at: offset) }
            expected.insert(contentsOf: moving, at: target)
        case 7 where count > 0:
            let modulus = Int.random(in: 2...5, using: &rng)
            list.removeAll { $0.id % modulus == 0 }
            expected.removeAll { $0.id % modulus == 0 }
        case 8 where Int.random(in: 0..<6, using: &rng) == 0:
            let fresh = (0..<Int.random(in: 0...6, using: &rng)).map { offset in Item(id: nextID + offset, name: "r\(nextID + offset)") }
            nextID += fresh.count
            list.elements = fresh
            expected = fresh
        default:
            list.append(Item(id: nextID, name: "a\(nextID)"))
            expected.append(Item(id: nextID, name: "a\(nextID)"))
            nextID += 1
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomEditsEndAtWhatAFreshHostShows(seed: UInt64) throws {
        var rng = SeededGenerator(state: seed)
        var expected = items(0..<12)
        let list = ListModel(expected)
        var nextID = 100
        let ui = ViewHarness(ItemScreen(items: list))
        for _ in 0..<120 {
            // Sometimes several edits in one update, to replay more than one.
            for _ in 0..<Int.random(in: 1...3, using: &rng) { randomEdit(list, &expected, nextID: &nextID, using: &rng) }
            try ui.verifyReplay()
            #expect(list.elements == expected)
        }
        #expect(ui.text == freshText(expected))
        #expect(ui.issues.isEmpty)
    }

    /// More edits between two updates than the list keeps (64): the rows are compared in full.
    @Test func editsBeyondTheLogAreComparedInFull() throws {
        let list = ListModel(items(0..<5))
        let ui = ViewHarness(ItemScreen(items: list))
        for id in 5..<300 { list.append(Item(id: id, name: "item \(id)")) }
        list.swapAt(0, 3)
        try ui.verifyReplay()
        var expected = items(0..<300)
        expected.swapAt(0, 3)
        #expect(ui.text == freshText(expected))
    }

    /// A row with state of its own: the state moves with its element, and goes with it.
    struct CounterRow: View {
        let item: Item
        @State private var taps = 0
        var body: some View {
            Button("\(item.name): \(taps)") { taps += 1 }
        }
    }

    struct CounterScreen: View {
        let items: ListModel<Item>
        var body: some View {
            VStack { ForEach(items) { CounterRow(item: $0) } }
        }
    }

    @Test func rowsKeepTheirStateThroughSwapsMovesAndRemoveThenInsert() throws {
        let list = ListModel(items(0..<4))
        let ui = ViewHarness(CounterScreen(items: list))
        try ui.tap("item 1: 0")
        list.swapAt(1, 3)
        #expect(ui.text.contains("item 1: 1"))
        list.move(fromOffsets: [3], toOffset: 0)
        #expect(ui.text.contains("item 1: 1"))
        let element = list.remove(at: 0)
        list.insert(element, at: 2)
        #expect(ui.text.contains("item 1: 1"))
        list.remove(at: 2)
        list.append(element)
        // Removed in one update and added in another: a new row, as with an array.
        #expect(ui.text.contains("item 1: 1"))
        list.remove(at: 3)
        _ = ui.text
        list.append(element)
        #expect(ui.text.contains("item 1: 0"))
        try ui.verifyReplay()
    }

    /// The content closure reads an `@Observable` value: when it changes in the same update as
    /// an edit, the rows the edit did not touch must show it too.
    @Test func aChangedValueTheContentReadRebuildsEveryRow() throws {
        struct Screen: View {
            let items: ListModel<Item>
            let marker: Marker
            var body: some View {
                VStack {
                    ForEach(items) { item in
                        Text(item.id == marker.marked ? "\(item.name) *" : item.name)
                    }
                }
            }
        }
        let list = ListModel(items(0..<5))
        let marker = Marker()
        let ui = ViewHarness(Screen(items: list, marker: marker))
        marker.marked = 3
        list.append(Item(id: 5, name: "item 5"))
        let text = ui.text
        #expect(text.contains("item 3 *"))
        #expect(!text.contains("item 0 *"))
        try ui.verifyReplay()
    }

    /// The parent runs again and hands the `ForEach` a closure that captures a new value, in
    /// the same update as an edit: every row shows the new value.
    @Test func aNewClosureFromTheParentRebuildsEveryRow() throws {
        struct Screen: View {
            let items: ListModel<Item>
            @State private var suffix = "a"
            var body: some View {
                VStack {
                    Button("Change") { suffix = "b"; items.append(Item(id: 99, name: "item 99")) }
                    ForEach(items) { item in Text("\(item.name) \(suffix)") }
                }
            }
        }
        let list = ListModel(items(0..<3))
        let ui = ViewHarness(Screen(items: list))
        try ui.tap("Change")
        let text = ui.text
        #expect(text.contains("item 0 b"))
        #expect(text.contains("item 99 b"))
        #expect(!text.contains(" a"))
        try ui.verifyReplay()
    }

    /// A view that reads the list (its count) re-renders when it is edited, like a `@State`.
    @Test func aBodyThatReadsTheListFollowsIt() throws {
        struct Screen: View {
            let items: ListModel<Item>
            var body: some View {
                VStack {
                    Text("\(items.count) items")
                    ForEach(items) { Text($0.name) }
                }
            }
        }
        let list = ListModel(items(0..<3))
        let ui = ViewHarness(Screen(items: list))
        list.remove(at: 0)
        #expect(ui.text.contains("2 items"))
        #expect(!ui.text.contains("item 0"))
        try ui.verifyReplay()
    }

    /// An inserted id already shown is a duplicate: reported, only the first shown, as for an
    /// array; later edits still end at the right screen.
    @Test func aDuplicateIdIsReportedAndLaterEditsRecover() throws {
        let list = ListModel(items(0..<3))
        let ui = ViewHarness(ItemScreen(items: list))
        list.append(Item(id: 1, name: "again"))
        _ = ui.text
        #expect(ui.issues.count == 1)
        #expect(!ui.text.contains("again"))
        list.remove(at: 3)
        list.append(Item(id: 7, name: "item 7"))
        try ui.verifyReplay()
        #expect(ui.text == freshText(items(0..<3) + [Item(id: 7, name: "item 7")]))
    }

    /// Two inserted elements with one new id: the insert is refused before any row is made
    /// (the ids' entries it took go again), the general path reports the repeat and shows the
    /// first, and later edits end at the right screen.
    @Test func anIdRepeatedWithinOneInsertIsReportedAndLaterEditsRecover() throws {
        let list = ListModel(items(0..<3))
        let ui = ViewHarness(ItemScreen(items: list))
        list.append(contentsOf: [Item(id: 5, name: "first"), Item(id: 6, name: "six"), Item(id: 5, name: "second")])
        _ = ui.text
        #expect(ui.issues.count == 1)
        #expect(ui.text.contains("first"))
        #expect(!ui.text.contains("second"))
        list.remove(at: 5)
        list.append(Item(id: 7, name: "item 7"))
        try ui.verifyReplay()
        #expect(ui.text == freshText(items(0..<3) + [Item(id: 5, name: "first"), Item(id: 6, name: "six"), Item(id: 7, name: "item 7")]))
    }

    /// An insert of new ids around one already shown is refused with the shown row's entry put
    /// back: the row keeps its state, and later edits (its removal) still find it.
    @Test func anInsertRefusedForAShownIdKeepsThatRowsEntryAndState() throws {
        let list = ListModel(items(0..<3))
        let ui = ViewHarness(CounterScreen(items: list))
        try ui.tap("item 1: 0")
        list.append(contentsOf: [Item(id: 8, name: "item 8"), Item(id: 1, name: "again"), Item(id: 9, name: "item 9")])
        _ = ui.text
        #expect(ui.issues.count == 1)
        #expect(ui.text.contains("item 1: 1"))
        #expect(ui.text.contains("item 8: 0") && ui.text.contains("item 9: 0"))
        list.remove(at: 4)
        list.remove(at: 1)
        #expect(!ui.text.contains("item 1"))
        list.append(Item(id: 1, name: "item 1"))
        #expect(ui.text.contains("item 1: 0"))
        try ui.verifyReplay()
    }

    /// A `ForEach` that went away is still a follower of its list until the next edit: that
    /// edit must find the node gone and do nothing (no crash, no issue, nothing rebuilt).
    @Test func editsAfterTheForEachWentAwayAreIgnored() throws {
        struct Screen: View {
            let items: ListModel<Item>
            @State private var shows = true
            var body: some View {
                VStack {
                    Button("Hide") { shows = false }
                    if shows { ForEach(items) { Text($0.name) } }
                }
            }
        }
        let list = ListModel(items(0..<3))
        let ui = ViewHarness(Screen(items: list))
        try ui.tap("Hide")
        let builds = ui.host.statistics.builds
        list.append(Item(id: 3, name: "item 3"))
        list.swapAt(0, 1)
        #expect(!ui.text.contains("item"))
        #expect(ui.host.statistics.builds == builds)
        #expect(ui.issues.isEmpty)
        try ui.verifyReplay()
    }

    /// The rows are the last elements of their host parent, or followed by other views inside
    /// a custom view: anchors are found across view boundaries, with or without the banner.
    @Test func appendingWithAndWithoutFollowingSiblingsPlacesRowsInOrder() throws {
        for showsBanner in [true, false] {
            let list = ListModel(items(0..<2))
            let ui = ViewHarness(ItemScreen(items: list, showsBanner: showsBanner))
            list.append(Item(id: 2, name: "item 2"))
            list.insert(Item(id: 3, name: "item 3"), at: 0)
            try ui.verifyReplay()
            #expect(ui.text == freshText([Item(id: 3, name: "item 3")] + items(0..<3), showsBanner: showsBanner))
        }
    }
}

/// A `ListModel` where `ForEach` is wrapped by other mechanisms: a lazy stack's window and
/// `onDelete`. They read the list as readers and rebuild through the general path: slower, but
/// what they show must be right.
@MainActor
struct ListModelInContainersTests {
    @Test func aLazyStackOfAListModelShowsItsEdits() throws {
        struct Screen: View {
            let items: ListModel<Item>
            var body: some View {
                ScrollView { LazyVStack { ForEach(items) { Text($0.name) } } }
            }
        }
        let list = ListModel(items(0..<5))
        let ui = ViewHarness(Screen(items: list))
        list.swapAt(0, 4)
        list.append(Item(id: 5, name: "item 5"))
        list.remove(at: 1)
        let text = ui.text
        let shown = text.split(separator: "\n").filter { $0.contains("\"item ") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(shown == ["text \"item 4\"", "text \"item 2\"", "text \"item 3\"", "text \"item 0\"", "text \"item 5\""])
        try ui.verifyReplay()
    }

    @Test func onDeleteRemovesFromTheListModel() throws {
        struct Screen: View {
            let items: ListModel<Item>
            var body: some View {
                List {
                    ForEach(items) { Text($0.name) }
                        .onDelete { items.remove(atOffsets: $0) }
                }
            }
        }
        let list = ListModel(items(0..<3))
        let ui = ViewHarness(Screen(items: list))
        try ui.tap("Delete")
        #expect(list.elements == items(1..<3))
        #expect(!ui.text.contains("item 0"))
        #expect(ui.text.contains("item 2"))
        try ui.verifyReplay()
    }
}
