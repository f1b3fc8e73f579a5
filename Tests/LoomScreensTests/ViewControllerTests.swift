import Loom
import LoomTestSupport
import Testing

/// View controllers connected to the app store.
@MainActor
struct ViewControllerTests {
    @Test func aConnectedControllerTurnsEachStateIntoAViewModel() async throws {
        let store = makeStore()
        let controller = CountController(store: store, connected: true)
        #expect(controller.rootView.label.text == "count 0")
        try await store.dispatch(Increment())
        #expect(controller.viewModel?.text == "count 1")
        #expect(controller.rootView.label.text == "count 1")
    }

    @Test func willUpdateAndDidUpdateSurroundEachViewUpdate() async throws {
        let store = makeStore()
        let controller = CountController(store: store, connected: true)
        try await store.dispatch(Increment())
        #expect(controller.events == [
            "will count 0 (view has nil)", "did nil → count 0",
            "will count 1 (view has count 0)", "did count 0 → count 1",
        ])
    }

    @Test func aDisconnectedControllerReceivesNoUpdates() async throws {
        let store = makeStore()
        let controller = CountController(store: store, connected: true)
        controller.connected = false
        try await store.dispatch(Increment())
        try await store.dispatch(Increment())
        #expect(controller.rootView.label.text == "count 0")
        #expect(controller.rootView.updates.count == 1)
    }

    @Test func connectingAppliesTheCurrentStateOnce() async throws {
        let store = makeStore()
        let controller = CountController(store: store)
        #expect(controller.rootView.updates.isEmpty)
        try await store.dispatch(Increment())
        controller.connected = true
        controller.connected = true
        #expect(controller.rootView.updates.count == 1)
        #expect(controller.rootView.label.text == "count 1")
    }

    @Test func aNilViewModelLeavesTheModelAsItWas() async throws {
        let store = makeStore()
        try await store.dispatch(SetHidesModel(value: true))
        let controller = CountController(store: store, connected: true)
        #expect(controller.viewModel == nil)
        #expect(controller.rootView.updates.isEmpty)
        try await store.dispatch(SetHidesModel(value: false))
        #expect(controller.viewModel?.text == "count 0")
        try await store.dispatch(SetHidesModel(value: true))
        #expect(controller.viewModel?.text == "count 0")
    }

    @Test func setupInteractionRunsOnceAndItsDispatchesReachTheStore() throws {
        let store = makeStore()
        let controller = CountController(store: store, connected: true)
        let probe = TreeProbe()
        probe.show(controller.view)
        try probe.tap("Increment")
        try probe.tap("Increment")
        #expect(controller.interactionSetups == 1)
        #expect(store.counter == 2)
        #expect(try probe.text == "vstack\n  text \"count 2\"\n  button \"Increment\" {tap}\n")
    }

    @Test func storeUpdatesAreAnnouncedToRenderersAsBatches() async throws {
        let store = makeStore()
        let controller = CountController(store: store, connected: true)
        let probe = TreeProbe()
        probe.show(controller.view)
        _ = probe.tree.takeMutations()
        try await store.dispatch(Increment())
        #expect(probe.commits == 1)
    }

    @Test func controllersConnectWhenVisibleAndDisconnectWhenHidden() throws {
        let store = makeStore()
        let navigator = Navigator()
        let bottom = CountController(store: store)
        let navigation = NavigationController(rootViewController: bottom)
        #expect(!bottom.connected)
        navigator.start(root: navigation, in: HostTree())
        #expect(bottom.connected)
        let top = CountController(store: store)
        navigation.push(top)
        #expect(!bottom.connected && top.connected)
        navigation.popViewController()
        #expect(bottom.connected && !top.connected)
    }

    @Test func aControllerThatShouldNotConnectWhenVisibleStaysDisconnected() {
        let controller = CountController(store: makeStore())
        controller.shouldConnectWhenVisible = false
        Navigator().start(root: controller)
        #expect(!controller.connected)
    }

    @Test func aControllerThatShouldNotDisconnectWhenInvisibleFollowsTheStateWhileCovered() async throws {
        let store = makeStore()
        let bottom = CountController(store: store)
        bottom.shouldDisconnectWhenInvisible = false
        let navigation = NavigationController(rootViewController: bottom)
        Navigator().start(root: navigation)
        navigation.push(CountController(store: store))
        try await store.dispatch(Increment())
        #expect(bottom.connected)
        #expect(bottom.rootView.label.text == "count 1")
    }
}
