import LoomHost

/// How a change should animate, for renderers that can animate (the web renderer does; text
/// snapshots record it).
public struct Animation: Hashable, Sendable {
    let host: HostAnimation

    public static let `default` = Animation(host: HostAnimation(duration: 0.35, curve: "easeInOut"))
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    public static let linear = Animation.linear(duration: 0.35)
    public static let spring = Animation(host: HostAnimation(duration: 0.5, curve: "spring"))

    public static func easeInOut(duration: Double) -> Animation {
        Animation(host: HostAnimation(duration: duration, curve: "easeInOut"))
    }

    public static func linear(duration: Double) -> Animation {
        Animation(host: HostAnimation(duration: duration, curve: "linear"))
    }
}

/// The context of the current state change: which animation, if any, it should use.
@MainActor
public struct Transaction {
    /// The animation of changes made in this transaction.
    public var animation: Animation?

    public init(animation: Animation? = nil) {
        self.animation = animation
    }

    /// The transaction of the changes being made right now (inside `withAnimation`).
    /// Unchecked exclusivity: read on every invalidation, written only around a `withAnimation`
    /// body, always on the main actor.
    @exclusivity(unchecked) public private(set) static var current = Transaction()

    /// Runs `body` with `transaction` as the current one.
    static func with<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        let previous = current
        current = transaction
        defer { current = previous }
        return try body()
    }
}

/// Makes the state changes in `body` animate: the host elements they update are marked with
/// `animation`, so renderers can animate them.
///
/// ```swift
/// Button("Expand") { withAnimation(.easeInOut) { isExpanded.toggle() } }
/// ```
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.with(Transaction(animation: animation), body)
}

/// Runs `body` with the given transaction.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.with(transaction, body)
}
