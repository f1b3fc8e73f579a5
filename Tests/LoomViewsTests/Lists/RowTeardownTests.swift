import Loom
import LoomTestSupport
import Testing

/// Issue 18: rows that leave a list are ended without every node of every row looking up its
/// own host element to discard it (`HostTree.discardLookups`; three per row here, as the code
/// before did): a cleared list's elements are removed and destroyed with their parent's list,
/// none looked up; a removed row's are discarded with one look-up. Whatever the path, each
/// row's elements leave the tree and its `onDisappear` runs.
@MainActor
struct RowTeardownTests {
    @MainActor final class Journal {
        var disappeared = 0
    }

    /// A row of three host elements (its stack, a label, a button) that counts its disappearance.
    struct Row: View {
        let item: Item
        let journal: Journal
        var body: some View {
            HStack {
                Text(item.name)
                Button("select") {}
            }
            .onDisappear { journal.disappeared += 1 }
        }
    }

    struct ListRows: View {
        let list: ListModel<Item>
        let journal: Journal
        var body: some View {
            VStack { ForEach(list) { Row(item: $0, journal: journal) } }
        }
    }

    @Observable final class ArrayModel {
        var items: [Item]
        init(_ items: [Item]) { self.items = items }
    }

    struct ArrayRows: View {
        let model: ArrayModel
        let journal: Journal
        var body: some View {
            VStack { ForEach(model.items) { Row(item: $0, journal: journal) } }
        }
    }

    @Test func clearingAListModelLooksUpNoElement() throws {
        let journal = Journal()
        let list = ListModel(items(0..<100))
        let host = ViewHost(ListRows(list: list, journal: journal))
        let elementsBefore = host.hostTree.elementCount
        let lookupsBefore = host.hostTree.discardLookups

        list.removeAll()
        host.update()
        // The code before looked up each of the 300 elements.
        #expect(host.hostTree.discardLookups - lookupsBefore == 0)
        #expect(host.hostTree.elementCount == elementsBefore - 300)
        #expect(host.hostTree.unparentedElements == 0)
        #expect(journal.disappeared == 100)
    }

    @Test func clearingAnArrayForEachLooksUpNoElement() throws {
        let journal = Journal()
        let model = ArrayModel(items(0..<100))
        let host = ViewHost(ArrayRows(model: model, journal: journal))
        let elementsBefore = host.hostTree.elementCount
        let lookupsBefore = host.hostTree.discardLookups

        model.items = []
        host.update()
        #expect(host.hostTree.discardLookups - lookupsBefore == 0)
        #expect(host.hostTree.elementCount == elementsBefore - 300)
        #expect(journal.disappeared == 100)
    }

    @Test func removingOneRowLooksUpOneElement() throws {
        let journal = Journal()
        let list = ListModel(items(0..<10))
        let host = ViewHost(ListRows(list: list, journal: journal))
        let elementsBefore = host.hostTree.elementCount
        let lookupsBefore = host.hostTree.discardLookups

        list.remove(at: 4)
        host.update()
        #expect(host.hostTree.discardLookups - lookupsBefore == 1)
        #expect(host.hostTree.elementCount == elementsBefore - 3)
        #expect(journal.disappeared == 1)
    }

    /// An element kept detached elsewhere in the tree (as a covered screen is) means the rows
    /// cannot know their other elements went with their roots: each looks its elements up, as
    /// before, and all of them still go.
    @Test func withAnElementKeptDetachedEachElementIsLookedUpAndAllGo() throws {
        let journal = Journal()
        let list = ListModel(items(0..<100))
        let host = ViewHost(ListRows(list: list, journal: journal))
        let kept = host.hostTree.makeElement(.vstack)
        let elementsBefore = host.hostTree.elementCount
        let lookupsBefore = host.hostTree.discardLookups

        list.removeAll()
        host.update()
        #expect(host.hostTree.discardLookups - lookupsBefore == 300)
        #expect(host.hostTree.elementCount == elementsBefore - 300)
        #expect(host.hostTree.element(kept) != nil)
        #expect(journal.disappeared == 100)
    }

    /// A clear that is not the update's last edit keeps the rows detached (an insert after it
    /// takes its row back; `ListModelClearTests` checks it keeps its element): the other rows
    /// and their elements go, and nothing is left detached.
    @Test func aClearFollowedByAnInsertInTheSameUpdateEndsTheOtherRows() throws {
        let journal = Journal()
        let list = ListModel(items(0..<5))
        let host = ViewHost(ListRows(list: list, journal: journal))
        let elementsBefore = host.hostTree.elementCount

        list.removeAll()
        list.append(Item(id: 2, name: "item 2"))
        host.update()
        #expect(host.hostTree.elementCount == elementsBefore - 12)
        #expect(journal.disappeared == 4)
        #expect(host.hostTree.unparentedElements == 0)
    }
}
