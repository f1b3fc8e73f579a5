/// `==` for a value type known only generically, or `nil` when the type is not `Equatable`.
func erasedEquality<Value>(_ type: Value.Type) -> ((Value, Value) -> Bool)? {
    guard let equatable = type as? any Equatable.Type else { return nil }
    return { equatable.isErasedEqual($0, $1) }
}

extension Equatable {
    /// Compares two values of unknown static type as `Self`; false when either is not a `Self`.
    static func isErasedEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        guard let lhs = lhs as? Self, let rhs = rhs as? Self else { return false }
        return lhs == rhs
    }
}
