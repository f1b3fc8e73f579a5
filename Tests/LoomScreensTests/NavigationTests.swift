import Loom
import LoomTestSupport
import Testing

/// Routing with Show and Hide through the store, the current route, and the back button.
@MainActor
struct NavigationTests {
    /// A → B (pushed) → C (modal), with handlers recorded in a shared log.
    @MainActor
    final class Flow {
        let navigator = Navigator()
        let store: TestStore
        let log = RouteLog()
        let probe = TreeProbe()
        let a: RouteScreen

        init() {
            store = makeStore(navigator)
            navigator.issueHandler = { [unowned log] issue in log.asked.append("issue: \(issue.message)") }
            a = RouteScreen("A", store: store, log: log)
            let (store, log) = (store, log)
            a.shows["B"] = { screen in
                let b = RouteScreen("B", store: store, log: log)
                b.hides = ["B"]
                b.shows["C"] = { screen in
                    let c = RouteScreen("C", store: store, log: log)
                    c.hides = ["C"]
                    screen.tempuraPresent(c)
                }
                screen.tempuraPush(b)
            }
            navigator.start(root: NavigationController(rootViewController: a), in: probe.tree)
        }
    }

    @Test func theRouteListsTheRoutableScreensRootFirst() async {
        let flow = Flow()
        #expect(flow.navigator.currentRoute == ["A"])
        await flow.store.dispatch(Show("B"))
        await flow.store.dispatch(Show("C"))
        #expect(flow.navigator.currentRoute == ["A", "B", "C"])
    }

    @Test func showIsOfferedFromTheTopmostRoutableDown() async {
        let flow = Flow()
        await flow.store.dispatch(Show("B"))
        flow.log.asked.removeAll()
        await flow.store.dispatch(Show("B"))
        #expect(flow.log.asked.prefix(2) == ["B.show(B, from: B)", "A.show(B, from: B)"])
        #expect(flow.navigator.currentRoute == ["A", "B", "B"])
    }

    @Test func hideIsOfferedFromTheHiddenScreenTowardTheRoot() async {
        let flow = Flow()
        await flow.store.dispatch(Show("B"))
        await flow.store.dispatch(Show("C"))
        flow.log.asked.removeAll()
        await flow.store.dispatch(Hide("B"))
        #expect(flow.log.asked == ["B.hide(B, from: C)"])
        #expect(flow.navigator.currentRoute == ["A"])
    }

    @Test func anUnhandledRequestIsReportedClearly() async throws {
        let flow = Flow()
        await flow.store.dispatch(Show("nowhere"))
        await flow.store.dispatch(Hide("A"))
        let issues = flow.log.asked.filter { $0.hasPrefix("issue:") }
        #expect(issues.count == 2)
        #expect(issues.first?.contains(#"Show("nowhere") was not handled"#) == true)
        #expect(issues.first?.contains(#"["A"]"#) == true)
        #expect(throws: NavigationError.unhandled(request: "Hide", identifier: "A", route: ["A"])) {
            try flow.navigator.hide("A")
        }
    }

    @Test func presentingPushingAndDismissingShowInTheHostTree() async throws {
        let flow = Flow()
        #expect(try flow.probe.text == """
            container
              container
                container presentation=push
                  vstack
                    text "count 0"
                    button "Increment" {tap}

            """)
        await flow.store.dispatch(Show("B"))
        await flow.store.dispatch(Show("C"))
        #expect(try flow.probe.text == """
            container
              container
                container presentation=push {dismiss}
                  vstack
                    text "count 0"
                    button "Increment" {tap}
              container presentation=modal {dismiss}
                vstack
                  text "count 0"
                  button "Increment" {tap}

            """)
        await flow.store.dispatch(Hide("C"))
        await flow.store.dispatch(Hide("B"))
        #expect(try flow.probe.text.components(separatedBy: "presentation").count == 2)
    }

    @Test func theBackButtonHidesTheTopScreenAndTheRouteFollows() async throws {
        let flow = Flow()
        await flow.store.dispatch(Show("B"))
        await flow.store.dispatch(Show("C"))
        _ = try flow.probe.text
        let commits = flow.probe.commits
        try flow.probe.back()
        #expect(flow.navigator.currentRoute == ["A", "B"])
        #expect(flow.probe.commits == commits + 1)
        try flow.probe.back()
        #expect(flow.navigator.currentRoute == ["A"])
        #expect(flow.probe.dismissible.isEmpty)
    }

    @Test func screensUnderTheTopOneStayOutOfTheTreeAndComeBackIntact() async throws {
        let flow = Flow()
        try await flow.store.dispatch(Increment())
        let before = try flow.probe.text
        await flow.store.dispatch(Show("B"))
        try await flow.store.dispatch(Increment())
        await flow.store.dispatch(Hide("B"))
        #expect(try flow.probe.text == before.replacingOccurrences(of: "count 1", with: "count 2"))
    }

    final class DetailHost: ScreenController, Routable {
        var routeIdentifier: RouteElementIdentifier { "host" }
        var received: [String] = []
        func show(identifier: RouteElementIdentifier, from: RouteElementIdentifier, animated: Bool, context: Any?,
                  completion: @escaping RoutingCompletion) -> Bool {
            received.append("\(identifier) animated=\(animated) context=\(context as? Int ?? -1)")
            completion()
            return true
        }
    }

    @Test func theRequestsAnimationFlagAndContextReachTheRoutable() async {
        let navigator = Navigator()
        let store = makeStore(navigator)
        let host = DetailHost(view: ElementView())
        navigator.start(root: host)
        await store.dispatch(Show("detail", animated: true, context: 42))
        #expect(host.received == ["detail animated=true context=42"])
    }

    @Test func requestsBeforeTheNavigatorStartedAreReported() {
        let navigator = Navigator()
        var issues: [String] = []
        navigator.issueHandler = { issues.append($0.message) }
        #expect(throws: NavigationError.notStarted(request: "Show", identifier: "a")) { try navigator.show("a") }
        #expect(issues.count == 1)
    }
}
