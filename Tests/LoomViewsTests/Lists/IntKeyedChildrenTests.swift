import LoomTestSupport
import Testing

@testable import LoomViews

/// A `ForEach` with `Int` ids keeps its rows in an ``IntKeyedChildren``, whose look-ups and
/// edits by id are compiled for `Int`; any other id type in the generic ``KeyedChildren``. The
/// two must show the same rows through every edit: the same lists, by `Int` and by `String`
/// ids, are built side by side, with repeats, reorders, replacements and clears, and every
/// row shown is a mounted one (a row a table kept after it went would come back unmounted).
@MainActor
struct IntKeyedChildrenTests {
    private func texts(_ node: Node) -> [String] {
        node.children.compactMap { ($0.view as? Text).map { "\($0)" } }
    }

    @Test func intIDsGetTheTableCompiledForThemAndOtherIDsTheGenericOne() throws {
        let numbers = Node()
        ForEach([1, 2, 3], id: \.self) { Text("\($0)") }.buildNodeTree(numbers)
        #expect(numbers.storage?.children is IntKeyedChildren)
        let letters = Node()
        ForEach(["a", "b"], id: \.self) { Text($0) }.buildNodeTree(letters)
        let table = try #require(letters.storage?.children as? KeyedChildren<String>)
        #expect(!(table as AnyObject is IntKeyedChildren))
    }

    @Test(arguments: [1, 2, 3, 4])
    func intAndStringIDsShowTheSameRowsThroughEveryEdit(seed: UInt64) {
        var generator = SplitMix(seed: seed)
        let numbers = Node()
        let letters = Node()
        var previous: [Int] = []
        for step in 0..<60 {
            var ids: [Int]
            switch generator.next() % 6 {
            case 0: ids = []
            case 1: ids = previous.shuffled(using: &generator)
            case 2: ids = previous + (0..<Int(generator.next() % 4)).map { _ in Int(generator.next() % 40) }
            case 3: ids = previous.filter { _ in generator.next() % 3 != 0 }
            default: ids = (0..<Int(generator.next() % 12)).map { _ in Int(generator.next() % 40) }
            }
            if step % 7 == 0, let first = ids.first { ids.append(first) }  // a repeated id
            ForEach(ids, id: \.self) { Text("row \($0)") }.buildNodeTree(numbers)
            ForEach(ids.map(String.init), id: \.self) { Text("row \($0)") }.buildNodeTree(letters)
            #expect(texts(numbers) == texts(letters), "step \(step), ids \(ids)")
            // A row left in the table after it went would come back unmounted.
            #expect(numbers.children.allSatisfy(\.isMounted) && letters.children.allSatisfy(\.isMounted))
            var seen = Set<Int>()
            #expect(texts(numbers) == ids.filter { seen.insert($0).inserted }.map { "\(Text("row \($0)"))" })
            previous = ids
        }
    }
}

/// A small seeded generator, so each case replays the same edits.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
