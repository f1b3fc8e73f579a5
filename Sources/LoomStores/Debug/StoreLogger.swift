import CustomDump

/// Writes one store's events to the ``DebugStore`` log, when logging is enabled for its types.
struct StoreLogger: Sendable {
    /// The store's state type and (static) action type, matched against the log's filters.
    let stateType: Any.Type
    let actionType: Any.Type

    private func log(_ title: String, _ body: String, extraTypes: [Any.Type] = []) {
        guard let output = DebugStore.output(for: [stateType, actionType] + extraTypes) else { return }
        output("Loom - \(title):\n\(body)")
    }

    private func isEnabled(extraTypes: [Any.Type] = []) -> Bool {
        DebugStore.isEnabled && DebugStore.output(for: [stateType, actionType] + extraTypes) != nil
    }

    func initialState(_ state: some Any) {
        guard isEnabled() else { return }
        log("Initial state", String(customDumping: state))
    }

    func action(_ action: some Any) {
        guard DebugStore.isEnabled else { return }
        let dynamicType: Any.Type = type(of: action as Any)
        guard isEnabled(extraTypes: [dynamicType]) else { return }
        log("Triggered action", String(customDumping: action), extraTypes: [dynamicType])
    }

    func bindingChanged(_ field: String, to value: some Any) {
        guard isEnabled() else { return }
        log("Binding changed", "\(field) = \(String(customDumping: value))")
    }

    func hookFired(_ hook: String, value: some Any) {
        guard isEnabled() else { return }
        log("Hook triggered", "\(hook): \(String(customDumping: value))")
    }

    func stateChanged<State>(from old: State, to new: State) {
        guard isEnabled(), let difference = diff(old, new) else { return }
        log("State changed", difference)
    }

    func failure(_ description: String) {
        guard isEnabled() else { return }
        log("Failure", description)
    }
}
