import Loom
import LoomTestSupport
import Testing

/// Issue 12 and 18: an edit of a `ListModel` costs the same whatever the list's length. Counted,
/// not timed: content closures run, view comparisons, bodies, children handed to a host sync
/// (which lists every child of an element), and host mutations.
@MainActor
struct ListModelCostTests {
    struct Cost: Equatable, CustomStringConvertible {
        var contentCalls = 0
        var comparisons = 0
        var bodies = 0
        var listedChildren = 0
        var mutations = 0

        var description: String {
            "\(contentCalls) content calls, \(comparisons) comparisons, \(bodies) bodies, \(listedChildren) children listed, \(mutations) mutations"
        }
    }

    /// A host showing `count` rows, its first batch taken.
    @MainActor final class Fixture {
        let list: ListModel<Item>
        let calls = ContentCalls()
        let host: ViewHost

        init(rows count: Int) {
            list = ListModel(items(0..<count))
            host = ViewHost(ItemScreen(items: list, calls: calls))
            _ = host.hostTree.takeMutations()
        }

        /// What `edit` and the update after it cost.
        func cost(of edit: (ListModel<Item>) -> Void) -> Cost {
            let calls = self.calls.count
            let statistics = host.statistics
            let listed = host.hostTree.listedChildren
            edit(list)
            host.update()
            return Cost(
                contentCalls: self.calls.count - calls,
                comparisons: host.statistics.comparisons - statistics.comparisons,
                bodies: host.statistics.bodies - statistics.bodies,
                listedChildren: host.hostTree.listedChildren - listed,
                mutations: host.hostTree.takeMutations().count)
        }
    }

    @Test func addingOneRowCostsTheSameAt300And3000Rows() {
        let small = Fixture(rows: 300)
        let large = Fixture(rows: 3_000)
        let smallCost = small.cost { $0.append(Item(id: 10_000, name: "new")) }
        let largeCost = large.cost { $0.append(Item(id: 10_000, name: "new")) }
        #expect(smallCost == largeCost)
        // One row built (its body and its content closure) and inserted: its stack and two
        // texts logged, and no children listed, neither the list's nor the new stack's (its
        // texts are placed in it as they are made, see `Node.buildHostContainer`).
        #expect(largeCost.contentCalls == 1)
        #expect(largeCost.listedChildren == 0)
        #expect(largeCost.mutations == 3)
    }

    enum Edit: String, CaseIterable, Sendable {
        case insertInTheMiddle, remove, swap, replace, replaceWithAnotherID, move

        @MainActor func apply(to list: ListModel<Item>) {
            switch self {
            case .insertInTheMiddle: list.insert(Item(id: -1, name: "new"), at: 150)
            case .remove: list.remove(at: 3)
            case .swap: list.swapAt(1, 298)
            case .replace: list[7] = Item(id: 7, name: "renamed")
            case .replaceWithAnotherID: list[7] = Item(id: -7, name: "other")
            case .move: list.move(fromOffsets: [2, 5], toOffset: 200)
            }
        }
    }

    @Test(arguments: Edit.allCases)
    func editsCostTheSameAt300And3000Rows(edit: Edit) {
        let name = edit.rawValue
        let smallCost = Fixture(rows: 300).cost { edit.apply(to: $0) }
        let largeCost = Fixture(rows: 3_000).cost { edit.apply(to: $0) }
        #expect(smallCost == largeCost, "\(name): \(smallCost) at 300 rows, \(largeCost) at 3,000")
        // At most the two texts of a new row's own stack.
        #expect(largeCost.listedChildren <= 2, "\(name)")
        #expect(largeCost.contentCalls <= 2, "\(name)")
    }

    @Test func swappingTwoRowsMovesTwoElementsAndRunsNoContent() {
        let fixture = Fixture(rows: 1_000)
        let cost = fixture.cost { $0.swapAt(1, 998) }
        #expect(cost == Cost(contentCalls: 0, comparisons: 0, bodies: 0, listedChildren: 0, mutations: 2))
    }

    /// The baseline the fast path is measured against: a plain array re-runs every row.
    @Test func aPlainArrayStillEvaluatesEveryRow() {
        struct Screen: View {
            let rows: ArrayRows
            let calls: ContentCalls
            var body: some View {
                VStack {
                    ForEach(rows.items) { item in
                        let _ = calls.count += 1
                        ItemRow(item: item)
                    }
                }
            }
        }
        let rows = ArrayRows()
        rows.items = items(0..<300)
        let calls = ContentCalls()
        let host = ViewHost(Screen(rows: rows, calls: calls))
        let before = calls.count
        rows.items.append(Item(id: 1_000, name: "new"))
        host.update()
        #expect(calls.count - before == 301)
    }

    /// 3,000 rows added one at a time, each in its own update: the mutation log replays to the
    /// host tree, and the text renderer shows what a fresh host of the same rows shows.
    @Test func threeThousandOneAtATimeAddsMatchTheReplayAndAFreshRender() throws {
        let list = ListModel<Item>()
        let ui = ViewHarness(ItemScreen(items: list))
        let listedBefore = ui.host.hostTree.listedChildren
        for id in 0..<3_000 {
            list.append(Item(id: id, name: "item \(id)"))
            ui.host.update()
            if id % 500 == 0 { try ui.verifyReplay() }
        }
        try ui.verifyReplay()
        #expect(ui.text == freshText(items(0..<3_000)))
        // Neither the list's stack nor a new row's lists its children.
        #expect(ui.host.hostTree.listedChildren == listedBefore)
        #expect(ui.issues.isEmpty)
    }
}
