import LoomHost

/// Writes one store's events to the ``DebugStore`` log, when logging is enabled for its types.
///
/// Each line starts with the name of the store's style, as in the seed documents' logs:
/// `Eazy - Triggered action:` for a feature store, `Katana - …` for an app store.
struct StoreLogger: Sendable {
    /// The store's state type and (static) action type, matched against the log's filters.
    let stateType: Any.Type
    let actionType: Any.Type
    /// The store style's name that starts every message.
    let prefix: String
    /// DevTools' log of the session the store was made in, if DevTools is on: it gets every
    /// event, whatever `DebugStore`'s switch and filters say.
    let trace: ArchitectureLog?

    /// The logger of an Eazy-style feature store.
    static func feature(state: Any.Type, action: Any.Type) -> StoreLogger {
        StoreLogger(stateType: state, actionType: action, prefix: "Eazy", trace: ArchitectureLog.current)
    }

    /// The logger of a Katana-style app store.
    static func app(state: Any.Type) -> StoreLogger {
        StoreLogger(stateType: state, actionType: (any Dispatchable).self, prefix: "Katana", trace: ArchitectureLog.current)
    }

    /// Lets DevTools' log (if the store has one) read the store's state whenever it asks: a
    /// recording keeps each store's final state, and the test made from it checks them.
    @MainActor
    func watchState(_ read: @escaping @MainActor @Sendable () -> String?) {
        trace?.watchState(named: "\(prefix) \(String(describing: stateType))", read: read)
    }

    /// Adds an entry to DevTools' log, if the store has one.
    private func traced(_ kind: String, _ detail: @autoclosure () -> String) {
        trace?.append(architecture: prefix, source: String(describing: stateType), kind: kind, detail: detail())
    }

    private func log(_ title: String, _ body: String, extraTypes: [Any.Type] = []) {
        guard let output = DebugStore.output(for: [stateType, actionType] + extraTypes) else { return }
        output("\(prefix) - \(title):\n\(body)")
    }

    private func isEnabled(extraTypes: [Any.Type] = []) -> Bool {
        DebugStore.isEnabled && DebugStore.output(for: [stateType, actionType] + extraTypes) != nil
    }

    func initialState(_ state: some Any) {
        traced("initial state", ValueDump.text(of: state))
        guard isEnabled() else { return }
        log("Initial state", ValueDump.text(of: state))
    }

    func action(_ action: some Any) {
        traced("action", ValueDump.text(of: action))
        guard DebugStore.isEnabled else { return }
        let dynamicType: Any.Type = type(of: action as Any)
        guard isEnabled(extraTypes: [dynamicType]) else { return }
        log("Triggered action", ValueDump.text(of: action), extraTypes: [dynamicType])
    }

    func bindingChanged(_ field: String, to value: some Any) {
        traced("binding", "\(field) = \(ValueDump.text(of: value))")
        guard isEnabled() else { return }
        log("Binding changed", "\(field) = \(ValueDump.text(of: value))")
    }

    func hookFired(_ hook: String, value: some Any) {
        traced("hook", "\(hook): \(ValueDump.text(of: value))")
        guard isEnabled() else { return }
        log("Hook triggered", "\(hook): \(ValueDump.text(of: value))")
    }

    func stateChanged<State>(from old: State, to new: State) {
        let logs = isEnabled()
        guard logs || trace != nil, let difference = lineDiff(from: ValueDump.lines(of: old), to: ValueDump.lines(of: new)) else {
            return
        }
        traced("state changed", difference)
        if logs { log("State changed", difference) }
    }

    func failure(_ description: String) {
        traced("failure", description)
        guard isEnabled() else { return }
        log("Failure", description)
    }
}
