import LoomReactive

/// The generic observable that every `Observable…` type shares: one published value.
///
/// Views hold an observable as an `@ObservedObject`, so exactly the views that hold it re-render
/// when its value changes. A translator owns its observables and writes them for every step:
///
/// ```swift
/// let pageXofX = ObservableString()
/// pageXofX.string = "1 / 3"        // the views observing `pageXofX` re-render
/// pageXofX.string = "1 / 3"        // equal: nothing is announced, nothing re-renders
/// ```
///
/// The named subclasses (`ObservableString`, `ObservableBool`, …) add the seed's accessors
/// (`.string`, `.bool`, …) over the shared ``value``.
@MainActor
open class ObservableValue<Value>: ObservableObject {
    /// The published storage; ``value`` guards writes to it.
    @Published private var stored: Value

    /// Creates an observable holding `value`.
    public init(_ value: Value) {
        stored = value
    }

    /// The current value.
    ///
    /// Writing an `Equatable` value equal to the current one announces nothing. A translator
    /// restates the whole display state on every step, so without this every view of the
    /// screen would re-render on every step; with it, only the views whose value changed do.
    /// Values that are not `Equatable` announce every write.
    public var value: Value {
        get { stored }
        set {
            if !isEqual(stored, newValue) {
                stored = newValue
            }
        }
    }
}

/// Whether two values are equal, for values whose dynamic type is `Equatable`; else `false`.
private func isEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(toAny: rhs)
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
