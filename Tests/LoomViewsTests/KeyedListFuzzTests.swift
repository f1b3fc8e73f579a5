import Loom
import LoomTestSupport
import Testing

/// Random id lists (repeats, removals, reorders) against what a keyed list must show: the
/// first row of each id, each row keeping its own state, and a replica equal to the tree.
@MainActor
struct KeyedListFuzzTests {
    // The keyed list of `KeyedListTests`: a row per id, each with its own tap count.
    typealias Rows = KeyedListTests.Rows
    typealias Table = KeyedListTests.Table

    struct RNG: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 11 ^ state
        }
    }

    @Test func randomIDListsShowTheFirstRowOfEachIDWithItsOwnState() throws {
        var rng = RNG(state: 42)
        for round in 0..<40 {
            let rows = Rows(count: 0)
            let ui = ViewHarness(Table(rows: rows))
            var taps: [Int: Int] = [:]
            var shown: [Int] = []
            for step in 0..<30 {
                let count = Int.random(in: 0...8, using: &rng)
                let ids = (0..<count).map { _ in Int.random(in: 0..<7, using: &rng) }
                rows.ids = ids
                ui.host.update()
                var seen = Set<Int>()
                let expected = ids.filter { seen.insert($0).inserted }
                for id in Set(shown).subtracting(expected) { taps[id] = nil }
                shown = expected
                let labels = ui.host.hostTree.snapshot().children[0].children.map { $0.properties[.text] }
                let want = expected.map { HostProperty.text("row \($0) taps \(taps[$0, default: 0])") }
                #expect(labels == want, "round \(round) step \(step) ids \(ids)")
                try ui.verifyReplay()
                if let id = expected.randomElement(using: &rng) {
                    try ui.tap("row \(id) taps \(taps[id, default: 0])")
                    taps[id, default: 0] += 1
                }
            }
        }
    }
}
