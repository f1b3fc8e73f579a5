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
/// then to the ones below it toward the root. Navigation is one step at a time: the routable that
/// handles a step calls its completion when its presentation is done, and only then does the
/// next step (of a `Show([…])` route, or a later request) start. A request nobody handles is reported to
/// ``issueHandler`` (and thrown to whoever awaits the dispatch).
@MainActor
public final class Navigator {
    /// The screen installed as the root.
    public private(set) var rootController: ScreenController?
    /// The view holding the root screen and, after it, the screens presented modally.
    public let window = ElementView(kind: .container)
    /// Where unhandled requests are reported.
    public var issueHandler: @MainActor (RuntimeIssue) -> Void = RuntimeIssue.printToStandardError
    /// Steps waiting for the one in progress.
    private var pendingSteps: [NavigationStep] = []
    /// The step whose routable has not called its completion yet.
    private var awaitedStep: Int?
    private var nextStepID = 0
    /// Whether `runPendingSteps` is on the stack (a completion called inside a handler).
    private var isRunningSteps = false

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
    ///
    /// If an earlier step is still waiting for its routable's completion, this waits its turn.
    public func show(_ identifier: RouteElementIdentifier, animated: Bool = false, context: Any? = nil) throws(NavigationError) {
        try show([identifier], animated: animated, context: context)
    }

    /// Shows each screen of `route` in turn, each from the screen the previous one showed:
    /// a step starts once the routable that handled the previous one has called its completion.
    ///
    /// A step that nobody handles ends the route there; it is reported to ``issueHandler``, and
    /// thrown when it happens before this call returns.
    public func show(_ route: [RouteElementIdentifier], animated: Bool = false, context: Any? = nil) throws(NavigationError) {
        try enqueue(route.map { NavigationStep(isShow: true, identifier: $0, animated: animated, context: context) })
    }

    /// Asks the routable `identifier`, then the ones below it toward the root, to hide it
    /// (after any step still waiting for its completion).
    public func hide(_ identifier: RouteElementIdentifier, animated: Bool = false, context: Any? = nil) throws(NavigationError) {
        try enqueue([NavigationStep(isShow: false, identifier: identifier, animated: animated, context: context)])
    }

    /// Whether a step is waiting for its routable to call its completion, or more are queued.
    public var isNavigating: Bool { awaitedStep != nil || !pendingSteps.isEmpty }

    /// Queues `steps` and runs them if nothing is in progress.
    private func enqueue(_ steps: [NavigationStep]) throws(NavigationError) {
        pendingSteps += steps
        guard !isRunningSteps, awaitedStep == nil else { return }
        try runPendingSteps()
    }

    /// Runs queued steps until one waits for its completion or none are left. Completions that
    /// come before the handler returns (a presentation without animation) continue the loop
    /// here rather than nesting.
    private func runPendingSteps() throws(NavigationError) {
        isRunningSteps = true
        defer { isRunningSteps = false }
        while awaitedStep == nil, !pendingSteps.isEmpty {
            let step = pendingSteps.removeFirst()
            nextStepID += 1
            let id = nextStepID
            awaitedStep = id
            let completion: RoutingCompletion = { [weak self] in self?.stepCompleted(id) }
            if let error = attempt(step, completion: completion) {
                awaitedStep = nil
                pendingSteps.removeAll()
                throw failure(error)
            }
        }
    }

    /// Ends the awaited step (a second or late call is ignored) and starts the next ones.
    private func stepCompleted(_ id: Int) {
        guard awaitedStep == id else { return }
        awaitedStep = nil
        guard !isRunningSteps else { return }
        // Nobody awaits a step started after its predecessor's completion: report only.
        try? runPendingSteps()
    }

    /// Offers `step` to the routables; the error if none handled it.
    private func attempt(_ step: NavigationStep, completion: @escaping RoutingCompletion) -> NavigationError? {
        let request = step.isShow ? "Show" : "Hide"
        let routables = currentRoutables
        guard let top = routables.last else { return .notStarted(request: request, identifier: step.identifier) }
        let route = routables.map(\.routeIdentifier)
        if step.isShow {
            for routable in routables.reversed()
            where routable.show(identifier: step.identifier, from: top.routeIdentifier, animated: step.animated,
                                context: step.context, completion: completion) {
                return nil
            }
        } else if let index = route.lastIndex(of: step.identifier) {
            for routable in routables[...index].reversed()
            where routable.hide(identifier: step.identifier, from: top.routeIdentifier, animated: step.animated,
                                context: step.context, completion: completion) {
                return nil
            }
        }
        return .unhandled(request: request, identifier: step.identifier, route: route)
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

/// One show or hide the navigator carries out, in turn.
struct NavigationStep {
    var isShow: Bool
    var identifier: RouteElementIdentifier
    var animated: Bool
    var context: Any?
}
