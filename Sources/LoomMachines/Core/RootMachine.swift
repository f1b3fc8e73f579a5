/// The top of a flow: it starts and stops everything beneath ``child``.
///
/// Conform an app-level object and call ``start()``; `start()` and `stop()` come for free.
///
/// ```swift
/// final class CounterApp: RootMachine {
///     typealias Input = AppEvent
///     typealias Output = AppEvent
///     var child: Machine<AppEvent, AppEvent> {
///         .merge(~Domain(), ~Display()).redirect { .back($0) }
///     }
/// }
/// CounterApp().start()
/// ```
///
/// Outputs that reach the root are dropped; a flow usually loops them back with `redirect`.
@MainActor
public protocol RootMachine: AnyObject, MachineType where Input: Sendable, Output: Sendable {
    /// The whole flow; read once by each ``start()``.
    var child: Machine<Input, Output> { get }
}

extension RootMachine {
    /// Starts the flow: every child machine processes `nil` once, then its inputs. Does nothing
    /// if this root is already running.
    public func start() {
        guard !isRunning else { return }
        let token = FlowToken()
        RunningRoots.started[ObjectIdentifier(self)] = RunningRoot(owner: self, token: token)
        _ = child.start(MachineContext(token: token, emit: { _ in }))
    }

    /// Stops the flow: inputs still queued for any machine are discarded and outputs emitted
    /// from now on are dropped. Main-queue machines are not called again once `stop()` returns
    /// (both run on the main actor); a machine on its own queue may still finish a call it had
    /// already been handed. Does nothing if the root is not running.
    public func stop() {
        RunningRoots.started.removeValue(forKey: ObjectIdentifier(self))?.token.stop()
    }

    /// Whether ``start()`` has been called without a matching ``stop()``.
    public var isRunning: Bool {
        RunningRoots.prune()
        return RunningRoots.started[ObjectIdentifier(self)] != nil
    }
}

/// One started flow, kept until its root stops it or goes away.
private struct RunningRoot {
    weak var owner: AnyObject?
    let token: FlowToken
}

/// The tokens of running flows, by root object.
///
/// This is the one piece of shared state in the runtime: a root gets `start()`/`stop()` from a
/// protocol extension, which cannot add stored properties to the conforming class, so the
/// running flow is kept here instead (what Objective-C associated objects would do). It is
/// main-actor isolated, like roots themselves, so it needs no lock.
@MainActor
private enum RunningRoots {
    static var started: [ObjectIdentifier: RunningRoot] = [:]

    /// Stops flows whose root was deallocated without `stop()`, so a new object that reuses the
    /// address does not look running.
    static func prune() {
        for (key, root) in started where root.owner == nil {
            root.token.stop()
            started[key] = nil
        }
    }
}
