import LoomHost
import Testing

/// `SmallList` holds none or one element inline and an array only from the second on, for a
/// host element's properties and a node's children: every edit leaves that canonical form (so
/// equal lists hash alike), and a long list is edited in place.
struct SmallListTests {
    @Test func aSecondElementMakesAnArrayAndTheLastButOneGoesBackInline() {
        var list: SmallList<IntStorage> = []
        list.insert(5, at: 0)
        #expect(!list.usesArray && list.array == [5])
        list.insert(3, at: 0)
        #expect(list.usesArray && list.array == [3, 5])
        list.insert(9, at: 2)
        #expect(list.array == [3, 5, 9])
        #expect(list.remove(at: 1) == 5)
        #expect(list.usesArray && list.array == [3, 9])
        #expect(list.remove(at: 0) == 3)
        #expect(!list.usesArray && list.array == [9])
        #expect(list.remove(at: 0) == 9)
        #expect(list.isEmpty && !list.usesArray)
        list.append(1)
        list.insert(2, at: 1)
        #expect(list.array == [1, 2])
        list.replaceSubrange(0..<2, with: [7])
        #expect(!list.usesArray && list[0] == 7)
    }

    @Test func equalListsAreEqualAndHashAlikeHowEverTheyWereBuilt() {
        var edited: SmallList<IntStorage> = [1, 2, 3]
        edited.remove(at: 0)
        edited.removeLast()
        let literal: SmallList<IntStorage> = [2]
        #expect(edited == literal && edited.hashValue == literal.hashValue)
        var grown = SmallList<IntStorage>()
        grown.append(2)
        grown.append(4)
        grown[1] = 8
        #expect(grown == [2, 8] && grown != [2] && grown.hashValue == SmallList<IntStorage>([2, 8]).hashValue)
    }

    @Test func aLongListIsEditedInPlaceNotCopied() {
        var list = SmallList<IntStorage>(Array(0..<1_000))
        list.reserveCapacity(1_002)
        func buffer(_ list: SmallList<IntStorage>) -> UnsafeRawPointer? {
            list.array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        let before = buffer(list)
        list.swapAt(2, 999)
        list[5] = -1
        list.insert(-2, at: 10)
        list.remove(at: 20)
        list.append(1_000)
        // A copy of the array would have moved it.
        #expect(buffer(list) == before)
        #expect(list.count == 1_001 && list[2] == 999 && list[10] == -2 && list.last == 1_000)
    }

    @Test func theStorageIsOneWordForAReference() {
        #expect(MemoryLayout<SmallList<ItemStorage>>.size == MemoryLayout<[Item]>.size)
        #expect(MemoryLayout<SmallListContents<Item>>.size > MemoryLayout<[Item]>.size, "why the storage is not generic")
    }
}

private enum IntStorage: SmallListStorage, Hashable {
    case none, one(Int), many([Int])
    var contents: SmallListContents<Int> {
        switch self {
        case .none: .none
        case .one(let value): .one(value)
        case .many(let values): .many(values)
        }
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
