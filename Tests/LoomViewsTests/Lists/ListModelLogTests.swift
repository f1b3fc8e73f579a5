import Loom
import LoomTestSupport
import Testing

/// A `ListModel`'s log keeps edits in positions and the elements inserts and replacements
/// brought in a list of their own (so the log's type is not generic). The elements must line
/// up with their edits after the log drops its older half, and go once no kept edit needs them.
@MainActor
struct ListModelLogTests {
    final class Token {}

    /// Inserts made after a run of swaps survive the log dropping its oldest edits (which
    /// brought no elements): a follower behind by those edits replays the insert.
    @Test func anInsertAfterManySwapsIsReplayedOnceTheLogWasTrimmed() throws {
        let list = ListModel(items(0..<6))
        let ui = ViewHarness(ItemScreen(items: list))
        var expected = items(0..<6)
        for step in 0..<40 {
            list.swapAt(step % 6, (step + 1) % 6)
            expected.swapAt(step % 6, (step + 1) % 6)
            try ui.verifyReplay()
        }
        // Not shown yet: the insert and 25 more swaps, past the log's limit of 64 edits.
        list.insert(Item(id: 99, name: "late"), at: 2)
        expected.insert(Item(id: 99, name: "late"), at: 2)
        for step in 0..<25 {
            list.swapAt(0, step % 7)
            expected.swapAt(0, step % 7)
        }
        list[3] = Item(id: expected[3].id, name: "renamed")
        expected[3] = Item(id: expected[3].id, name: "renamed")
        try ui.verifyReplay()
        #expect(list.elements == expected)
        #expect(ui.text == freshText(expected))
    }

    @Test func anInsertedElementIsReleasedOnceItsEditLeavesTheLog() {
        let list = ListModel([Token(), Token()])
        weak var inserted: Token?
        do {
            let token = Token()
            inserted = token
            list.insert(token, at: 1)
            list.remove(at: 1)
        }
        // Still logged: a follower behind may replay the insert.
        #expect(inserted != nil)
        for _ in 0..<70 { list.swapAt(0, 1) }
        #expect(inserted == nil)
    }

    @Test func aReplacedListReleasesTheLoggedElements() {
        let list = ListModel([Token()])
        weak var inserted: Token?
        weak var replacement: Token?
        do {
            let token = Token()
            inserted = token
            list.append(token)
            let other = Token()
            replacement = other
            list[1] = other
        }
        // Both edits are logged, for a follower that has not caught up.
        #expect(inserted != nil)
        #expect(replacement != nil)
        list.elements = [Token()]
        #expect(inserted == nil)
        #expect(replacement == nil)
    }
}
