/// A feature store for tests: dispatch and await, then check the state, every state update in
/// order, and the actions that ran.
///
/// ```swift
/// let store = TestStore(state: ChatState(), interactor: ChatInteractor(service: .mock))
/// await store.dispatch(.getMessages)
/// #expect(store.state.messagesState == .success(.mock))
/// ```
///
/// It runs the same runtime and interactor driver as ``Store``, so what passes here behaves the
/// same in the app.
@MainActor
@dynamicMemberLookup
public final class TestStore<State: Equatable, Action> {
    private let runtime: StateRuntime<State>
    private let driver: InteractorDriver<State, Action>
    private var unsubscribe: ListenerToken?
    /// Every state the store took after its initial one, in order.
    public private(set) var stateUpdates: [State] = []
    /// Every action that started, in order, whether dispatched by the test, by hooks or by actions.
    public private(set) var actions: [Action] = []

    /// A test store with all of the interactor's hooks set up.
    public convenience init<I: Interactor>(state: State, interactor: I) where I.State == State, I.Action == Action {
        self.init(state: state, interactor: interactor, hooks: nil)
    }

    private init<I: Interactor>(state: State, interactor: I, hooks: [I.Hook]?)
    where I.State == State, I.Action == Action {
        runtime = StateRuntime(state: state, logger: .feature(state: State.self, action: Action.self))
        driver = InteractorDriver(runtime: runtime, interactor: interactor)
        unsubscribe = runtime.addListener { [weak self] in self?.stateUpdates.append($0.new) }
        driver.onStart = { [weak self] in self?.actions.append($0) }
        driver.setUpHooks(of: interactor, only: hooks)
    }

    isolated deinit {
        driver.stop()
    }

    /// The current state.
    public var state: State { runtime.state }

    /// One field of the current state.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        runtime.state[keyPath: keyPath]
    }

    /// Dispatches `action` and returns when it, and every action started meanwhile, has finished.
    public func dispatch(_ action: Action) async {
        await driver.dispatch(action).wait()
        await driver.waitUntilIdle()
    }

    /// Returns when every running action has finished.
    public func waitForActions() async {
        await driver.waitUntilIdle()
    }

    /// The mutating store the interactor sees, to set up a state directly in a test.
    public var mutatingStore: MutatingStore<State, Action> { driver.mutatingStore }

    /// Tests one hook: creates a store with only `hook` set up, runs `trigger`, and returns the
    /// store once the actions the hook started have finished.
    ///
    /// ```swift
    /// let store = await TestStore.testHook(.messageReceived, trigger: subject.send(message),
    ///                                      state: ChatState(messagesState: .success([])),
    ///                                      interactor: ChatInteractor(service: service))
    /// ```
    public static func testHook<I: Interactor>(
        _ hook: I.Hook,
        trigger: () -> Void,
        state: State,
        interactor: I
    ) async -> TestStore where I.State == State, I.Action == Action {
        let store = TestStore(state: state, interactor: interactor, hooks: [hook])
        trigger()
        await store.driver.waitUntilIdle()
        return store
    }

    /// ``testHook(_:trigger:state:interactor:)`` with the trigger written as an expression.
    public static func testHook<I: Interactor>(
        _ hook: I.Hook,
        trigger: @autoclosure () -> Void,
        state: State,
        interactor: I
    ) async -> TestStore where I.State == State, I.Action == Action {
        await testHook(hook, trigger: { trigger() }, state: state, interactor: interactor)
    }
}

extension TestStore where Action: Equatable {
    /// Whether `action` has started on this store (dispatched by the test, a hook or an action).
    public func didTrigger(_ action: Action) -> Bool {
        actions.contains(action)
    }
}
