import LoomReactive
/// Whether one part of a running flow is still alive.
///
/// Tokens form a tree that mirrors the started machines: stopping the root stops everything,
/// and a ``ConnectableMachine`` stops just the machines it drops. Every `process` call and every
/// emitted output checks its token first, so once a token is stopped nothing new under it starts
/// and nothing it emits goes anywhere.
final class FlowToken: Sendable {
    private let parent: FlowToken?
    private let stopped = Locked(false)

    init(parent: FlowToken? = nil) {
        self.parent = parent
    }

    /// `true` until this token or one of its ancestors is stopped.
    var isActive: Bool {
        !stopped.withLock { $0 } && (parent?.isActive ?? true)
    }

    /// A token that stops when this one does, and can also be stopped on its own.
    func child() -> FlowToken {
        FlowToken(parent: self)
    }

    /// Stops this token and everything under it, for good.
    func stop() {
        stopped.withLock { $0 = true }
    }
}
