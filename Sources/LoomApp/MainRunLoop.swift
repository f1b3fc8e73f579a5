import LoomCore

extension AppRunner {
    /// Runs `body` on the main actor while the main thread turns the main `RunLoop`, then exits
    /// the process (status 0) when `body` returns; never returns itself.
    ///
    /// Why not an `async` `main`: under Swift concurrency's async main on Linux the main thread
    /// leaves for good once the first task suspends (the main actor then runs on the main
    /// dispatch queue alone), so `RunLoop.main` never turns and everything scheduled on it never
    /// fires: `Timer.scheduledTimer`, `Timer.publish(every:on: .main, in:)`, `RunLoop.main` as a
    /// Combine scheduler. SwiftUI code relies on all three. The main run loop serves the main
    /// dispatch queue too, so main-actor work runs exactly as before. A synchronous `main` that
    /// turns the run loop is also how Apple's `App.main()` runs an app.
    public static func runOnMainRunLoop(_ body: @escaping @MainActor () async -> Void) -> Never {
        Task { @MainActor in
            await body()
            exit(0)
        }
        while true {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
    }
}
