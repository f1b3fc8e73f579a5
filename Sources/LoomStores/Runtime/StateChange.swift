/// One change of a store's state, as delivered to listeners and state publishers.
public struct StateChange<State> {
    /// The state before the change.
    public let old: State
    /// The state after the change.
    public let new: State
    /// Fields whose publishers must emit even though their value is unchanged (indices into the
    /// runtime's fields); `nil` for a real change.
    let forcedFields: [Int]?
    /// The fields with field listeners that differ between `old` and `new` (indices into the
    /// runtime's fields), found while the change was applied; field listeners on other fields
    /// are not called.
    let listenedFields: [Int]

    init(old: State, new: State, forcedFields: [Int]? = nil, listenedFields: [Int] = []) {
        self.old = old
        self.new = new
        self.forcedFields = forcedFields
        self.listenedFields = listenedFields
    }
}
