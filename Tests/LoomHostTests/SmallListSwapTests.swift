import LoomHost
import Testing

/// `SmallList.swapAt` (the array taken once and swapped in place) exchanges what an array's
/// `swapAt` exchanges, in every form, and keeps every element alive exactly once.
struct SmallListSwapTests {
    @Test func everyPairMatchesAnArraysSwap() {
        for count in 1...5 {
            for i in 0..<count {
                for j in 0..<count {
                    let items = (0..<count).map { _ in Item() }
                    var list = SmallList<ItemStorage>(items)
                    var expected = items
                    list.swapAt(i, j)
                    expected.swapAt(i, j)
                    #expect(list.array.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init), "\(count) elements, swap \(i), \(j)")
                    #expect(list.usesArray == (count > 1))
                }
            }
        }
    }

    @Test func swappedElementsAreNeitherLostNorRetainedTwice() {
        weak var first: Item?
        weak var last: Item?
        do {
            var list = SmallList<ItemStorage>((0..<4).map { _ in Item() })
            first = list[0]
            last = list[3]
            list.swapAt(0, 3)
            #expect(list[0] === last && list[3] === first)
            #expect(isKnownUniquelyReferencedElement(&list, at: 0))
        }
        #expect(first == nil && last == nil)
    }

    /// Whether the list holds the only reference to its element at `position`.
    private func isKnownUniquelyReferencedElement(_ list: inout SmallList<ItemStorage>, at position: Int) -> Bool {
        var element: Item? = list[position]
        list[position] = Item()
        defer { if let element { list[position] = element } }
        return isKnownUniquelyReferenced(&element)
    }
}

private final class Item {}

private enum ItemStorage: SmallListStorage {
    case none, one(Item), many([Item])
    var contents: SmallListContents<Item> {
        switch self {
        case .none: .none
        case .one(let item): .one(item)
        case .many(let items): .many(items)
        }
    }
}
