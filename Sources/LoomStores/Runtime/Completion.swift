/// A one-shot signal that some queued work has finished, which any number of tasks can await.
@MainActor
final class Completion {
    private(set) var isFinished = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Marks the work done and resumes every waiter; later calls do nothing.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        let resumed = waiters
        waiters = []
        for waiter in resumed { waiter.resume() }
    }

    /// Returns once ``finish()`` has been called.
    func wait() async {
        if isFinished { return }
        await withCheckedContinuation { waiters.append($0) }
    }
}
