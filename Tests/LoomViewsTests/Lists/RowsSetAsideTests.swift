import Loom
import LoomTestSupport
import Testing

/// A `ForEach` over a ``ListModel`` sets removed rows aside during a replay (an insert of the
/// same id in the same update takes its row back) and keeps them in its node's own keyed
/// children rather than in a value made per replay. These pin that the rows set aside end
/// with the replay: none is kept alive after its update, and one removed in an earlier update
/// is never taken back by a later insert.
@MainActor
struct RowsSetAsideTests {
    final class Model: Identifiable {
        let id: Int
        init(id: Int) { self.id = id }
    }

    @MainActor final class Journal {
        var disappeared = 0
    }

    struct Row: View {
        let model: Model
        let journal: Journal
        @State private var taps = 0
        var body: some View {
            Button("row \(model.id): \(taps)") { taps += 1 }
                .onDisappear { journal.disappeared += 1 }
        }
    }

    struct Rows: View {
        let list: ListModel<Model>
        let journal: Journal
        var body: some View {
            VStack { ForEach(list) { Row(model: $0, journal: journal) } }
        }
    }

    @Test func aRemovedRowIsFreedWithItsUpdate() {
        let journal = Journal()
        var removed: Model? = Model(id: 7)
        weak let watched = removed
        let list = ListModel([Model(id: 1), removed!, Model(id: 3)])
        let host = ViewHost(Rows(list: list, journal: journal))

        list.remove(at: 1)
        list.swapAt(0, 1)
        removed = nil
        host.update()
        #expect(journal.disappeared == 1)
        #expect(watched == nil, "the removed row (and the element its view holds) outlived its update")
    }

    @Test func rowsOfAClearAreFreedWithItsUpdateAndNotTakenBackLater() throws {
        let journal = Journal()
        var first: Model? = Model(id: 1)
        weak let watched = first
        let list = ListModel([first!, Model(id: 2)])
        let ui = ViewHarness(Rows(list: list, journal: journal))
        try ui.tap("row 1: 0")

        // Cleared by an edit that is not the update's last: the rows are only detached, and
        // the insert after it files them under their ids in case it brings one back.
        list.removeAll()
        list.append(Model(id: 5))
        first = nil
        #expect(ui.text.contains("row 5: 0"))
        #expect(journal.disappeared == 2)
        #expect(watched == nil, "a cleared row outlived its update")

        // Id 1 comes back in a later update: a new row, with fresh state.
        list.insert(Model(id: 1), at: 0)
        #expect(ui.text.contains("row 1: 0"))
        try ui.verifyReplay()
    }
}
