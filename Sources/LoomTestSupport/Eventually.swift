/// Polls `condition` on the main actor every 10 ms until it holds; gives up once `seconds`
/// have passed *and* it was checked at least `checks` times. The count matters under the
/// sanitizers, where other tests of the suite can hold the main actor for longer than any
/// deadline: the work a test waits for is then still queued behind them when the deadline
/// passes, and one last look would fail a test that needed a few more turns of the main queue.
@MainActor
public func eventually(within seconds: Double = 60, checks: Int = 300, _ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    var checked = 0
    while !condition() {
        checked += 1
        if ContinuousClock.now >= deadline && checked >= checks { return false }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return true
}
