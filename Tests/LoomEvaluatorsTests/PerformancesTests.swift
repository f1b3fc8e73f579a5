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

    @Test(.timeLimit(.minutes(1)))
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

    @Test(.timeLimit(.minutes(1)))
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
