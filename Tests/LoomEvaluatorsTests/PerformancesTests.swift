import Loom
import Testing

@MainActor
@Suite struct PerformancesTests {
    @Test func waitUntilIdleReturnsAfterEveryPerformanceFinished() async {
        let performances = Performances()
        var finished: [Int] = []

        performances.run { await Task.yield(); finished.append(1) }
        performances.run { finished.append(2) }
        #expect(performances.count == 2)
        await performances.waitUntilIdle()

        #expect(finished.sorted() == [1, 2])
        #expect(performances.count == 0)
    }

    @Test func waitUntilIdleAlsoAwaitsWorkStartedMeanwhile() async {
        let performances = Performances()
        var finished: [String] = []

        performances.run {
            performances.run { finished.append("follow-up") }
            finished.append("first")
        }
        await performances.waitUntilIdle()

        #expect(finished == ["first", "follow-up"])
    }

    /// The limit only turns a hang (work that was never cancelled sleeps an hour) into a
    /// failure. It is generous because the test's clock runs while the test waits for the main
    /// actor behind every other main-actor test: under a loaded machine 1 minute ran out.
    @Test(.timeLimit(.minutes(10)))
    func droppingPerformancesCancelsTheirWork() async {
        let (cancelled, report) = AsyncStream<Bool>.makeStream()
        var performances: Performances? = Performances()
        performances?.run {
            try? await Task.sleep(for: .seconds(3600))
            report.yield(Task.isCancelled)
        }

        performances = nil

        var sawCancellation = false
        for await value in cancelled {
            sawCancellation = value
            break
        }
        #expect(sawCancellation)
    }

    /// Generous for the same reason as above.
    @Test(.timeLimit(.minutes(10)))
    func cancelAllCancelsRunningWork() async {
        let performances = Performances()
        var wasCancelled = false
        performances.run {
            try? await Task.sleep(for: .seconds(3600))
            wasCancelled = Task.isCancelled
        }

        performances.cancelAll()
        await performances.waitUntilIdle()

        #expect(wasCancelled)
    }
}
