extension Store {
    /// Creates a feature store whose actions and hooks are handled by `interactor`.
    ///
    /// The hooks are subscribed now, one per case of the interactor's `Hook` type.
    public convenience init<I: Interactor>(state: State, interactor: I)
    where I.State == State, I.Action == Action {
        let runtime = StateRuntime(state: state, logger: .feature(state: State.self, action: Action.self))
        let driver = InteractorDriver(runtime: runtime, interactor: interactor)
        self.init(runtime: runtime, driver: driver)
        driver.setUpHooks(of: interactor)
    }
}
