import LoomHost
import Testing

/// `SmallList.append(_:reservingCapacity:)`, with which a node's children are appended one by
/// one: the second element makes the array with the room asked for, and otherwise it appends
/// as `append(_:)` does.
struct SmallListReservingAppendTests {
    @Test func theSecondElementMakesTheArrayWithTheRoomAskedFor() {
        var list: SmallList<Numbers> = []
        list.append(1, reservingCapacity: 4)
        #expect(!list.usesArray && list.array == [1])
        list.append(2, reservingCapacity: 4)
        #expect(list.usesArray && list.array == [1, 2])
        #expect(list.array.capacity >= 4)
        list.append(3, reservingCapacity: 4)
        list.append(4, reservingCapacity: 4)
        #expect(list.array == [1, 2, 3, 4])
    }

    @Test func withLittleRoomAskedForItAppendsAsUsual() {
        var list: SmallList<Numbers> = [7]
        list.append(8, reservingCapacity: 2)
        #expect(list.usesArray && list.array == [7, 8])
        var empty: SmallList<Numbers> = []
        empty.append(9, reservingCapacity: 10)
        #expect(!empty.usesArray && empty.array == [9])
    }

    /// The first element moves into the array and stays alive there, with no reference left
    /// over or missing.
    @Test func aReferenceMovedIntoTheArrayKeepsOneReference() {
        final class Box {}
        weak var watched: Box?
        do {
            var list: SmallList<BoxStorage<Box>> = []
            let first = Box()
            watched = first
            list.append(first, reservingCapacity: 4)
            list.append(Box(), reservingCapacity: 4)
            #expect(list.count == 2 && list[0] === first)
            withExtendedLifetime(list) {}
        }
        #expect(watched == nil)
    }
}

/// A ``SmallListStorage`` of references, for the test above.
private enum BoxStorage<Item: AnyObject>: SmallListStorage {
    case none
    case one(Item)
    case many([Item])

    var contents: SmallListContents<Item> {
        switch self {
        case .none: .none
        case .one(let item): .one(item)
        case .many(let items): .many(items)
        }
    }
}

/// A ``SmallListStorage`` of numbers, for the tests above.
private enum Numbers: SmallListStorage {
    case none
    case one(Int)
    case many([Int])

    var contents: SmallListContents<Int> {
        switch self {
        case .none: .none
        case .one(let item): .one(item)
        case .many(let items): .many(items)
        }
    }
}
