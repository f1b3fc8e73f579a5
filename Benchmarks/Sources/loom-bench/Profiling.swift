/// The timed work of one operation, alone in a function of its own, so a profiler can count it
/// and nothing else: callgrind's `--toggle-collect` on this symbol counts the operation's work
/// on either app, without the set-up (which for create and replace calls the same `run` method
/// the work does) and without draining the mutations afterwards.
@inline(never) @MainActor
func profiledWork(_ operation: Operation, on app: any TableApp) {
    operation.work(app)
}
