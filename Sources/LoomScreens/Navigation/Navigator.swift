import LoomHost
import LoomStores

/// Carries out navigation: installs the root screen, answers `Show` and `Hide`, and tells the
/// current route by walking the screen hierarchy.
///
/// ```swift
/// let navigator = Navigator()
/// let store = Store<AppState, any Dispatchable>(interceptors: [navigator.interceptor], dependencies: AppDependencies())
/// navigator.start(root: NavigationController(rootViewController: ScreenA(store: store)), in: tree)
/// store.dispatch(Show("screenB"))
/// ```
/// `Show` is offered to the routables from the topmost down; `Hide` to the routable being hidden,
/// then to the ones below it toward the root. A request nobody handles is reported to
/// ``issueHandler`` (and thrown to whoever awaits the dispatch).
@MainActor
public final class Navigator {
    /// The screen installed as the root.
    public private(set) var rootController: ScreenController?
    /// The view holding the root screen and, after it, the screens presented modally.
    public let window = ElementView(kind: .container)
    /// Where unhandled requests are reported.
    public var issueHandler: @MainActor (RuntimeIssue) -> Void = RuntimeIssue.printToStandardError

    /// A navigator with no root yet.
    public init() {}

    /// Installs `root` in the window and mounts the window under `parent` of `tree` (if given).
    ///
    /// Without a tree the window stays unmounted: embed it with `window.mount(in:)` yourself.
    public func start(root: ScreenController, in tree: HostTree? = nil, under parent: HostElementID? = nil) {
        if let old = rootController {
            old.setVisible(false)
            old.view.removeFromSuperview()
            old.windowView = nil
        }
        rootController = root
        root.windowView = window
        window.insertSubview(root.view, at: 0)
        if let tree {
            let id = window.mount(in: tree)
            if tree.element(id)?.parent == nil { tree.appendChild(id, to: parent ?? tree.rootID) }
        }
        root.setVisible(true)
    }

    /// The routable screens shown, root first.
    public var currentRoutables: [any Routable] {
        var found: [any Routable] = []
        func walk(_ screen: ScreenController) {
            if let routable = screen as? any Routable { found.append(routable) }
            for child in screen.routingChildren { walk(child) }
        }
        if let rootController { walk(rootController) }
        return found
    }

    /// The current route, root first.
    public var currentRoute: Route { currentRoutables.map(\.routeIdentifier) }

    /// Asks the routables, topmost first, to show `identifier`.
    public func show(_ identifier: RouteElementIdentifier, animated: Bool = false, context: Any? = nil) throws(NavigationError) {
        let routables = currentRoutables
        guard let top = routables.last else { throw failure(.notStarted(request: "Show", identifier: identifier)) }
        for routable in routables.reversed()
        where routable.show(identifier: identifier, from: top.routeIdentifier, animated: animated, context: context, completion: {}) {
            return
        }
        throw failure(.unhandled(request: "Show", identifier: identifier, route: routables.map(\.routeIdentifier)))
    }

    /// Asks the routable `identifier`, then the ones below it toward the root, to hide it.
    public func hide(_ identifier: RouteElementIdentifier, animated: Bool = false, context: Any? = nil) throws(NavigationError) {
        let routables = currentRoutables
        guard let top = routables.last else { throw failure(.notStarted(request: "Hide", identifier: identifier)) }
        let route = routables.map(\.routeIdentifier)
        if let index = route.lastIndex(of: identifier) {
            for routable in routables[...index].reversed()
            where routable.hide(identifier: identifier, from: top.routeIdentifier, animated: animated, context: context, completion: {}) {
                return
            }
        }
        throw failure(.unhandled(request: "Hide", identifier: identifier, route: route))
    }

    /// The store interceptor that hands `Show` and `Hide` (any ``NavigationRequest``) to this
    /// navigator instead of the store; other dispatches pass on.
    public var interceptor: StoreInterceptor {
        { [weak self] _ in
            { next in
                { dispatchable in
                    guard let request = dispatchable as? any NavigationRequest else { return try next(dispatchable) }
                    guard let self else { return }
                    try request.perform(on: self)
                }
            }
        }
    }

    private func failure(_ error: NavigationError) -> NavigationError {
        issueHandler(RuntimeIssue("Navigator: \(error.description)"))
        return error
    }
}
