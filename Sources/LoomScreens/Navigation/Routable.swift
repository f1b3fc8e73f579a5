/// The name of one screen in a route.
public typealias RouteElementIdentifier = String

/// A navigation path: the identifiers of the routable screens shown, root first.
public typealias Route = [RouteElementIdentifier]

/// Called by a routable once it has finished showing or hiding a screen.
public typealias RoutingCompletion = @MainActor () -> Void

/// A screen that takes part in navigation: it has a route identifier and may handle requests
/// to show or hide screens.
///
/// ```swift
/// extension ScreenB: Routable {
///     var routeIdentifier: RouteElementIdentifier { "screenB" }
///     func show(identifier: RouteElementIdentifier, from: RouteElementIdentifier, animated: Bool,
///               context: Any?, completion: @escaping RoutingCompletion) -> Bool {
///         guard identifier == "screenC" else { return false }
///         tempuraPresent(ScreenC(store: store), animated: animated, completion: completion)
///         return true
///     }
/// }
/// ```
/// A handler returns true when it handles the request (and calls `completion` when done), and
/// false to let the ``Navigator`` ask the next routable.
@MainActor
public protocol Routable: ScreenController {
    /// This screen's name in the route.
    var routeIdentifier: RouteElementIdentifier { get }

    /// Shows the screen `identifier`, asked because `from` is the topmost routable; returns
    /// whether this routable handled it.
    func show(
        identifier: RouteElementIdentifier, from: RouteElementIdentifier, animated: Bool, context: Any?,
        completion: @escaping RoutingCompletion
    ) -> Bool

    /// Hides the screen `identifier` (this one or one above it), asked because `from` is the
    /// topmost routable; returns whether this routable handled it.
    func hide(
        identifier: RouteElementIdentifier, from: RouteElementIdentifier, animated: Bool, context: Any?,
        completion: @escaping RoutingCompletion
    ) -> Bool
}

extension Routable {
    /// Handles nothing: the next routable is asked.
    public func show(
        identifier: RouteElementIdentifier, from: RouteElementIdentifier, animated: Bool, context: Any?,
        completion: @escaping RoutingCompletion
    ) -> Bool { false }

    /// Handles nothing: the next routable is asked.
    public func hide(
        identifier: RouteElementIdentifier, from: RouteElementIdentifier, animated: Bool, context: Any?,
        completion: @escaping RoutingCompletion
    ) -> Bool { false }
}
