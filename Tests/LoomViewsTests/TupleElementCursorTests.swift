import Testing

@testable import LoomViews

/// A tuple's child loop hands each child on at its address in the tuple (``TupleElementCursor``):
/// the addresses must be the elements' own, for every mix of sizes and alignments, or a child
/// would be read from the wrong bytes.
@MainActor
struct TupleElementCursorTests {
    final class Token {}

    /// Reads every element of `tuple` through the cursor, in order, as the tuple's loop does.
    private func readInPlace<each Element>(_ tuple: (repeat each Element)) -> (repeat each Element) {
        TupleElementCursor.withElements(of: tuple) { cursor in
            func read<E>(_: E.Type) -> E { cursor.next(E.self).pointee }
            return (repeat read((each Element).self))
        }
    }

    @Test func elementsOfMixedAlignmentAreReadAtTheirOwnAddresses() {
        let token = Token()
        let tuple: (UInt8, Int64, Bool, Int32, String, EmptyView, Int16, Token, UInt8, Double) =
            (7, -5_000_000_000, true, -42, "a string longer than fifteen bytes", EmptyView(), 300, token, 255, 2.5)
        let read = readInPlace(tuple)
        #expect(read.0 == 7)
        #expect(read.1 == -5_000_000_000)
        #expect(read.2 == true)
        #expect(read.3 == -42)
        #expect(read.4 == "a string longer than fifteen bytes")
        #expect(read.6 == 300)
        #expect(read.7 === token)
        #expect(read.8 == 255)
        #expect(read.9 == 2.5)
    }

    @Test func elementsAfterEmptyAndOddSizedOnesAreFound() {
        let read = readInPlace((EmptyView(), (UInt8(1), UInt16(2), UInt8(3)), Optional<Int32>.some(9), Text("x"), UInt8(4)))
        #expect(read.1 == (1, 2, 3))
        #expect(read.2 == 9)
        #expect(read.3 == Text("x"))
        #expect(read.4 == 4)
    }

    /// The children of a stack's tuple, each of another size, are each built from their own
    /// value (the loop's real use).
    @Test func aTuplesChildrenOfMixedTypesEachGetTheirOwnValue() {
        let host = ViewHost(HStack {
            Text("first")
            Toggle("flag", isOn: .constant(true))
            EmptyView()
            Text("last")
            Button("go") {}
        })
        let snapshot = host.hostTree.snapshot()
        #expect(snapshot.first(.text, labelled: "first") != nil)
        #expect(snapshot.first(.text, labelled: "last") != nil)
        #expect(snapshot.first(.button, labelled: "go") != nil)
    }
}
