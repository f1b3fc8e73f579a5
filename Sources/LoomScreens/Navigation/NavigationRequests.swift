import LoomStores

/// A navigation request dispatched to the app store, handled by a ``Navigator``'s interceptor.
public protocol NavigationRequest: Dispatchable {
    /// Carries the request out on `navigator`; throws ``NavigationError`` when nobody handled it.
    @MainActor func perform(on navigator: Navigator) throws(NavigationError)
}

/// Asks the routables, from the topmost down, to show a screen, or each screen of a route in
/// turn (each step once the previous one's routable called its completion).
///
/// ```swift
/// store.dispatch(Show("screenC", animated: true))
/// store.dispatch(Show(["screenB", "screenC"]))
/// ```
public struct Show: NavigationRequest {
    /// The screens to show, in order.
    public var identifiers: [RouteElementIdentifier]
    /// The last screen to show.
    public var identifier: RouteElementIdentifier { identifiers.last ?? "" }
    /// Whether to animate (renderers without animation ignore it).
    public var animated: Bool
    /// Anything the showing routable needs to build the screen.
    public var context: (any Sendable)?

    /// A request to show `identifier`.
    public init(_ identifier: RouteElementIdentifier, animated: Bool = false, context: (any Sendable)? = nil) {
        self.init([identifier], animated: animated, context: context)
    }

    /// A request to show each screen of `identifiers` in turn.
    public init(_ identifiers: [RouteElementIdentifier], animated: Bool = false, context: (any Sendable)? = nil) {
        self.identifiers = identifiers
        self.animated = animated
        self.context = context
    }

    /// Asks `navigator` to show the screens.
    @MainActor public func perform(on navigator: Navigator) throws(NavigationError) {
        try navigator.show(identifiers, animated: animated, context: context)
    }
}

/// Asks the routable being hidden, then the ones below it toward the root, to hide a screen.
///
/// ```swift
/// store.dispatch(Hide("screenC"))
/// ```
public struct Hide: NavigationRequest {
    /// The screen to hide.
    public var identifier: RouteElementIdentifier
    /// Whether to animate (renderers without animation ignore it).
    public var animated: Bool
    /// Anything the hiding routable needs.
    public var context: (any Sendable)?

    /// A request to hide `identifier`.
    public init(_ identifier: RouteElementIdentifier, animated: Bool = false, context: (any Sendable)? = nil) {
        self.identifier = identifier
        self.animated = animated
        self.context = context
    }

    /// Asks `navigator` to hide the screen.
    @MainActor public func perform(on navigator: Navigator) throws(NavigationError) {
        try navigator.hide(identifier, animated: animated, context: context)
    }
}

/// Why a navigation request was not carried out.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No routable returned true for the request.
    case unhandled(request: String, identifier: RouteElementIdentifier, route: Route)
    /// The navigator was not started with a root screen.
    case notStarted(request: String, identifier: RouteElementIdentifier)

    /// What went wrong and what to do about it.
    public var description: String {
        switch self {
        case .unhandled(let request, let identifier, let route):
            "\(request)(\"\(identifier)\") was not handled: no routable in the current route \(route) returned true from \(request == "Show" ? "show" : "hide")(identifier:from:animated:context:completion:). Implement it in the screen that should \(request == "Show" ? "show" : "hide") \"\(identifier)\"."
        case .notStarted(let request, let identifier):
            "\(request)(\"\(identifier)\") arrived before the navigator was started; call navigator.start(root:in:under:) first."
        }
    }
}
