/// One change of a store's state, as delivered to listeners and state publishers.
public struct StateChange<State> {
    /// The state before the change.
    public let old: State
    /// The state after the change.
    public let new: State
    /// Fields whose publishers must emit even though their value is unchanged; `nil` for a real change.
    let forcedFields: Set<AnyKeyPath>?

    init(old: State, new: State, forcedFields: Set<AnyKeyPath>? = nil) {
        self.old = old
        self.new = new
        self.forcedFields = forcedFields
    }
}
