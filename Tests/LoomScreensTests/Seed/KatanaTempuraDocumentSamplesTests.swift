import Loom
import LoomTestSupport
import Testing

/// The Katana and Tempura document's samples behave as the document says.
@MainActor
struct KatanaTempuraDocumentSamplesTests {
    @Test func theSwitchRunsSetupStyleAndLayoutOnceAndUpdatesOnlyOnChange() throws {
        let toggle = Switch()
        var reported: [Double] = []
        toggle.valueDidChange = { reported.append($0) }
        let probe = TreeProbe()
        probe.show(toggle)
        toggle.isOn = false
        try probe.tree.send(HostEvent(element: try #require(toggle.elementID), action: .tap))
        #expect(reported == [1])
        #expect(try probe.text == "container background=green {tap}\n  container frame=(w:20 h:20) background=white\n")
    }

    @Test func theContactViewShowsItsModelAndReportsEditsOfItsFields() throws {
        let view = ContactView()
        var names: [String] = []
        view.nameDidChange = { names.append($0) }
        let probe = TreeProbe()
        probe.show(view)
        view.model = ContactViewModel()
        #expect(try probe.text.contains("value=\"John\""))
        let title = try #require(view.subviews.first?.elementID)
        try probe.tree.send(HostEvent(element: title, action: .textChange("Jane")))
        try probe.tree.send(HostEvent(element: title, action: .submit))
        #expect(names == ["Jane"])
    }

    @Test func theCounterScreenFollowsTheStoreTheAppDelegateMade() throws {
        let app = AppDelegate()
        app.applicationDidFinishLaunching()
        let store = try #require(app.store)
        let controller = CounterViewController(store: store, connected: true)
        let probe = TreeProbe()
        probe.show(controller.view)
        try probe.tap("add")
        try probe.tap("add")
        try probe.tap("sub")
        #expect(store.counter == 1)
        let text = try probe.text
        #expect(text.contains("text \"the counter is at 1\""))
        #expect(text.contains("alignment=center"), "textAlignment = .center reaches the tree")
        #expect(text.contains("button \"sub\"") && text.contains("background=red"))
        #expect(text.contains("button \"add\"") && text.contains("background=blue"))
    }

    @Test func theTwoStoreFormsAreTheSameType() {
        let store: Store<CounterState, any Dispatchable> = AppStore<CounterState>(middleware: [], dependencies: DependenciesContainer.self)
        #expect(store.counter == 0)
    }

    /// A container built by the store with its `dispatch` and state getter.
    final class StoreAwareDependencies: SideEffectDependencyContainer {
        let dispatch: AnyDispatch
        let getState: GetState
        init(dispatch: @escaping AnyDispatch, getState: @escaping GetState) {
            self.dispatch = dispatch
            self.getState = getState
        }
    }

    struct IncrementThroughDependencies: SideEffect {
        func sideEffect(_ context: SideEffectContext<CounterState, StoreAwareDependencies>) async throws {
            context.dependencies.dispatch(IncrementCounter())
            context.dependencies.dispatch(IncrementCounter())
        }
    }

    struct ReadThroughDependencies: ReturningSideEffect {
        func sideEffect(_ context: SideEffectContext<CounterState, StoreAwareDependencies>) async throws -> Int {
            (context.dependencies.getState() as? CounterState)?.counter ?? -1
        }
    }

    @Test func theDependencyContainerReachesTheStoresDispatchAndState() async throws {
        let store = AppStore<CounterState>(middleware: [], dependencies: StoreAwareDependencies.self)
        try await store.dispatch(IncrementThroughDependencies())
        #expect(store.counter == 2)
        #expect(try await store.dispatch(ReadThroughDependencies()) == 2)
    }

    @Test func screenBPresentsScreenCAndScreenCHidesItself() async throws {
        let navigator = Navigator()
        let store = AppStore<CounterState>(middleware: [navigator.interceptor], dependencies: DependenciesContainer.self)
        navigator.start(root: ScreenB(), in: HostTree())
        await store.dispatch(Show("ScreenC", animated: true, context: nil))
        #expect(navigator.currentRoute == ["ScreenB", "ScreenC"])
        await store.dispatch(Hide("ScreenC", animated: true, context: nil))
        #expect(navigator.currentRoute == ["ScreenB"])
    }

    @Test func layoutIfNeededLaysTheViewOutAtOnce() {
        final class Measured: ElementView {
            var layouts = 0
            override func layout() { layouts += 1 }
        }
        let view = Measured()
        view.layoutIfNeeded()
        #expect(view.layouts == 2, "once from init, once asked")
    }
}
