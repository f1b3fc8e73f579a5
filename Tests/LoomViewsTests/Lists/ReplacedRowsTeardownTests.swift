import Loom
import LoomTestSupport
import Testing

/// Issue 18: rows a `ForEach`'s general comparison drops (every element replaced) are ended
/// without each node looking up its host element to discard it, when nothing in the tree is
/// detached: their elements are still attached, and the sync of their stack removes them. With
/// an element kept detached elsewhere, each is looked up as before. Either way every old row's
/// elements leave the tree and its `onDisappear` runs.
/// (Rows, journal and models are `RowTeardownTests`' own.)
extension RowTeardownTests {
    @Test func replacingEveryRowLooksUpNoElement() throws {
        let journal = Journal()
        let model = ArrayModel(items(0..<100))
        let host = ViewHost(ArrayRows(model: model, journal: journal))
        var replica = HostReplica()
        try replica.apply(host.hostTree.takeMutations())
        let elementsBefore = host.hostTree.elementCount
        let lookupsBefore = host.hostTree.discardLookups

        model.items = items(100..<200)
        host.update()
        // The code before looked up each of the 300 old elements.
        #expect(host.hostTree.discardLookups - lookupsBefore == 0)
        #expect(host.hostTree.elementCount == elementsBefore)
        #expect(host.hostTree.unparentedElements == 0)
        #expect(journal.disappeared == 100)
        try replica.apply(host.hostTree.takeMutations())
        #expect(replica.snapshot() == host.hostTree.snapshot())
        #expect(replica.elementCount == host.hostTree.elementCount)
    }

    @Test func withAnElementKeptDetachedEachOldElementIsLookedUpAndAllGo() throws {
        let journal = Journal()
        let model = ArrayModel(items(0..<100))
        let host = ViewHost(ArrayRows(model: model, journal: journal))
        let kept = host.hostTree.makeElement(.vstack)
        let elementsBefore = host.hostTree.elementCount
        let lookupsBefore = host.hostTree.discardLookups

        model.items = items(100..<200)
        host.update()
        #expect(host.hostTree.discardLookups - lookupsBefore == 300)
        #expect(host.hostTree.elementCount == elementsBefore)
        #expect(host.hostTree.element(kept) != nil)
        #expect(host.hostTree.unparentedElements == 1)
        #expect(journal.disappeared == 100)
    }
}
