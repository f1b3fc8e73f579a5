import Loom
import LoomTestSupport
import Testing

/// A route's steps wait for each routable's completion, as Tempura's navigation does.
@MainActor
struct RoutingCompletionTests {
    /// A routable that shows the screens it is given, calling the completion only when told.
    final class SlowScreen: ScreenController, Routable {
        let routeIdentifier: RouteElementIdentifier
        var makers: [RouteElementIdentifier: () -> SlowScreen] = [:]
        var deferredCompletions: [RoutingCompletion] = []
        var deferCompletion = false

        init(_ id: RouteElementIdentifier) {
            routeIdentifier = id
            super.init(view: ElementView())
        }

        func show(identifier: RouteElementIdentifier, from: RouteElementIdentifier, animated: Bool,
                  context: Any?, completion: @escaping RoutingCompletion) -> Bool {
            guard let make = makers[identifier] else { return false }
            if deferCompletion {
                tempuraPresent(make(), animated: animated)
                deferredCompletions.append(completion)
            } else {
                tempuraPresent(make(), animated: animated, completion: completion)
            }
            return true
        }
    }

    func makeFlow() -> (Navigator, SlowScreen) {
        let root = SlowScreen("A")
        root.deferCompletion = true
        root.makers["B"] = {
            let b = SlowScreen("B")
            b.makers["C"] = { SlowScreen("C") }
            return b
        }
        let navigator = Navigator()
        navigator.start(root: root, in: HostTree())
        return (navigator, root)
    }

    @Test func aMultiStepRouteWaitsForEachStepsCompletion() throws {
        let (navigator, root) = makeFlow()
        try Show(["B", "C"]).perform(on: navigator)
        #expect(navigator.currentRoute == ["A", "B"], "C waits until B's presentation completes")
        #expect(navigator.isNavigating)
        let complete = try #require(root.deferredCompletions.first)
        complete()
        #expect(navigator.currentRoute == ["A", "B", "C"])
        #expect(!navigator.isNavigating)
        complete()
        #expect(navigator.currentRoute == ["A", "B", "C"], "a second call of a completion does nothing")
    }

    @Test func aLaterRequestWaitsForTheStepInProgress() throws {
        let (navigator, root) = makeFlow()
        try navigator.show("B")
        try navigator.show("C")
        #expect(navigator.currentRoute == ["A", "B"])
        root.deferredCompletions.first?()
        #expect(navigator.currentRoute == ["A", "B", "C"])
    }

    @Test func aStepNobodyHandlesAfterAWaitIsReportedAndEndsTheRoute() throws {
        let (navigator, root) = makeFlow()
        var issues: [String] = []
        navigator.issueHandler = { issues.append($0.message) }
        try Show(["B", "Z", "C"]).perform(on: navigator)
        root.deferredCompletions.first?()
        #expect(navigator.currentRoute == ["A", "B"])
        #expect(issues.count == 1 && issues[0].contains("Show(\"Z\")"))
        #expect(!navigator.isNavigating)
    }

    @Test func anUnhandledFirstStepIsThrownToTheCaller() {
        let (navigator, _) = makeFlow()
        navigator.issueHandler = { _ in }
        #expect(throws: NavigationError.self) { try Show(["Z"]).perform(on: navigator) }
    }
}
