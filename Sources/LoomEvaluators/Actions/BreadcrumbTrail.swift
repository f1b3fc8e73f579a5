/// The breadcrumbs an evaluator leaves as it evaluates actions, newest last.
///
/// Keeps at most ``limit`` breadcrumbs (older ones are dropped) and hands each new one to an
/// optional log, so an app can print the trail while tests read ``breadcrumbs``.
///
/// ```swift
/// let trail = BreadcrumbTrail(limit: 50, log: { print("breadcrumb", $0) })
/// ```
@MainActor
public final class BreadcrumbTrail {
    /// The recorded breadcrumbs, oldest first.
    public private(set) var breadcrumbs: [ActionBreadcrumb] = []
    /// The most breadcrumbs kept.
    public let limit: Int
    private let log: (@MainActor (ActionBreadcrumb) -> Void)?

    /// Creates an empty trail keeping at most `limit` breadcrumbs (at least one).
    public init(limit: Int = 100, log: (@MainActor (ActionBreadcrumb) -> Void)? = nil) {
        self.limit = max(1, limit)
        self.log = log
    }

    /// Records `breadcrumb`, dropping the oldest one past ``limit``.
    public func record(_ breadcrumb: ActionBreadcrumb) {
        breadcrumbs.append(breadcrumb)
        if breadcrumbs.count > limit {
            breadcrumbs.removeFirst(breadcrumbs.count - limit)
        }
        log?(breadcrumb)
    }

    /// Forgets every breadcrumb.
    public func clear() {
        breadcrumbs.removeAll()
    }
}
