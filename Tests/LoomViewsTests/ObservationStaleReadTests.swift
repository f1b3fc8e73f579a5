import Loom
import LoomTestSupport
import Testing

/// A body re-runs when an `@Observable` property it read changes, and only then: a property that
/// an earlier body of the same view read, and its newest body no longer reads, re-runs nothing.
/// (Swift Observation keeps each body's registration until a property of it changes, so a view
/// its parent rebuilt still held the reads of its earlier bodies.)
@MainActor
struct ObservationStaleReadTests {
    @Observable
    final class Pair {
        var first = 0
        var second = 0
    }

    @Observable
    final class Switch {
        var readsFirst = true
    }

    struct Reader: View {
        let pair: Pair
        let readsFirst: Bool
        let counts: BodyCounts
        var body: some View {
            counts.hit("reader")
            return Text(readsFirst ? "first \(pair.first)" : "second \(pair.second)")
        }
    }

    struct Screen: View {
        let pair: Pair
        let choice: Switch
        let counts: BodyCounts
        var body: some View {
            Reader(pair: pair, readsFirst: choice.readsFirst, counts: counts)
        }
    }

    @Test func aPropertyOnlyAnEarlierBodyReadRerunsNothing() {
        let pair = Pair()
        let choice = Switch()
        let counts = BodyCounts()
        let host = ViewHost(Screen(pair: pair, choice: choice, counts: counts))
        choice.readsFirst = false
        host.update()
        #expect(counts["reader"] == 2)

        pair.first = 1
        host.update()
        #expect(counts["reader"] == 2)

        pair.second = 1
        host.update()
        #expect(counts["reader"] == 3)
        #expect(TextRenderer.render(host.hostTree.snapshot()).contains("second 1"))
    }

    @Test func aPropertyEveryBodyReadStillRerunsTheViewOnce() {
        let pair = Pair()
        let choice = Switch()
        let counts = BodyCounts()
        let host = ViewHost(Screen(pair: pair, choice: choice, counts: counts))
        // Rebuilt by its parent with the same reads: both bodies' registrations are live.
        choice.readsFirst = false
        host.update()
        choice.readsFirst = true
        host.update()
        #expect(counts["reader"] == 3)

        pair.first = 2
        host.update()
        #expect(counts["reader"] == 4)
        #expect(TextRenderer.render(host.hostTree.snapshot()).contains("first 2"))

        pair.first = 3
        host.update()
        #expect(counts["reader"] == 5)
    }
}
