import Loom
import Testing

@Suite struct CollectionOffsetsTests {
    @Test func removeAtOffsetsRemovesExactlyThoseElements() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(letters == ["a", "c", "e"])
        letters.remove(atOffsets: IndexSet([7]))
        #expect(letters == ["a", "c", "e"])
    }

    @Test func moveForwardPlacesTheElementsBeforeTheDestination() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(letters == ["b", "c", "a", "d"])
    }

    @Test func moveBackwardAndSeveralKeepTheirRelativeOrder() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([1, 3]), toOffset: 0)
        #expect(letters == ["b", "d", "a", "c", "e"])
        letters.move(fromOffsets: IndexSet([0, 4]), toOffset: 5)
        #expect(letters == ["d", "a", "c", "b", "e"])
    }

    /// A reference implementation (remove, then insert at the shifted destination) agrees with
    /// `move` for every single-element move and destination of a small array.
    @Test func moveAgreesWithRemoveAndInsertForEverySingleMove() {
        let original = Array(0..<6)
        for from in original.indices {
            for destination in 0...original.count {
                var moved = original
                moved.move(fromOffsets: IndexSet(integer: from), toOffset: destination)
                var expected = original
                let element = expected.remove(at: from)
                expected.insert(element, at: destination > from ? destination - 1 : destination)
                #expect(moved == expected, "from \(from) to \(destination)")
            }
        }
    }
}
