import LoomReactive

/// The generic observable that every `Observable…` type shares: one `@Published` value.
///
/// Views hold an observable as an `@ObservedObject`, so exactly the views that hold it re-render
/// when its value is written. A translator owns its observables and writes them for every step:
///
/// ```swift
/// let pageXofX = ObservableString()
/// pageXofX.string = "1 / 3"        // the views observing `pageXofX` re-render
/// ```
///
/// The named subclasses (`ObservableString`, `ObservableBool`, …) add the seed's accessors
/// (`.string`, `.bool`, …) over the shared ``value``.
@MainActor
open class ObservableValue<Value>: ObservableObject {
    /// The current value; every write announces a change, even of an equal value, because a
    /// translator's write is a statement of the display state.
    @Published public var value: Value

    /// Creates an observable holding `value`.
    public init(_ value: Value) {
        self.value = value
    }
}
