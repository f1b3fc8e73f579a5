import Foundation
import NIOConcurrencyHelpers
import ServiceLifecycle

/// Whether the process is stopping: read by the readiness check and the WebSocket upgrade on
/// any thread, without waiting for the main actor (which may be busy with sessions).
final class DrainState: Sendable {
    private let draining = NIOLockedValueBox(false)

    var isDraining: Bool { draining.withLockedValue { $0 } }

    func startDraining() { draining.withLockedValue { $0 = true } }
}

/// The part of the server that stops it the way a rolling deploy needs (swift-service-lifecycle).
///
/// Runs beside the HTTP server in one `ServiceGroup`, listed after it: on SIGTERM or SIGINT the
/// group shuts services down in reverse order, so this one goes first while the HTTP server
/// still answers. It marks the process as draining (`/readyz` answers 503 and so do new
/// WebSocket upgrades, which a proxy then sends to another process), stores every session and
/// tells its pages to move (``SessionRegistry/drain(within:)``), and only then returns, letting
/// the group stop the HTTP server. Meanwhile it forgets sessions past their retention, hourly.
struct SessionDrainService: Service {
    let registry: SessionRegistry
    let state: DrainState
    let deadline: Duration
    let retention: Duration

    func run() async throws {
        let shutdown: Bool = await withTaskGroup(of: Void.self) { group in
            if let keeper = registry.keeper {
                group.addTask {
                    while !Task.isCancelled {
                        await keeper.removeSessions(olderThan: retention)
                        try? await Task.sleep(for: .seconds(3600))
                    }
                }
            }
            defer { group.cancelAll() }
            do {
                try await gracefulShutdown()
                return true
            } catch {
                return false
            }
        }
        guard shutdown else { return }
        state.startDraining()
        let started = ContinuousClock.now
        let count = await registry.count
        await registry.drain(within: deadline)
        let elapsed = ContinuousClock.now - started
        SessionKeeper.logger.notice(
            "stopping: sessions stored and told to move",
            metadata: ["count": "\(count)", "ms": "\(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)"])
    }
}
