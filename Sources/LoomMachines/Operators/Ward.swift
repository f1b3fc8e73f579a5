/// The result of an `inward` or `outward` mapping: zero, one or many values to pass on.
///
/// ```swift
/// .set()          // pass nothing on
/// .set(1)         // pass one value
/// .set(1, 2, 3)   // pass several, in order
/// .set([1, 2])    // pass an array of values, in order
/// ```
public struct Ward<Value> {
    /// The values to pass on, in order.
    public let values: [Value]

    /// Passes on `values`, in order.
    public static func set(_ values: [Value]) -> Ward {
        Ward(values: values)
    }

    /// Passes on each of `values`, in order; none at all for `.set()`.
    public static func set(_ values: Value...) -> Ward {
        Ward(values: values)
    }
}

extension Ward: Sendable where Value: Sendable {}
