import LoomHost

/// A control that makes a value one step larger or smaller: a label and two buttons, `−` and
/// `+`, each disabled at its end of the range.
///
/// ```swift
/// Stepper("Guests: \(guests)", value: $guests, in: 1...10)
/// Stepper("Volume", onIncrement: louder, onDecrement: quieter)
/// ```
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?
    let canIncrement: @MainActor () -> Bool
    let canDecrement: @MainActor () -> Bool

    /// A stepper calling `onIncrement` and `onDecrement`; a `nil` action disables its button.
    public init(
        onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.increment = onIncrement
        self.decrement = onDecrement
        self.canIncrement = { onIncrement != nil }
        self.canDecrement = { onDecrement != nil }
    }

    /// A stepper for `value` within `bounds`, moving by `step`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.increment = { value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step)) }
        self.decrement = { value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step)) }
        self.canIncrement = { value.wrappedValue < bounds.upperBound }
        self.canDecrement = { value.wrappedValue > bounds.lowerBound }
    }

    /// A stepper for `value` with no bounds, moving by `step`.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        self.decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        self.canIncrement = { true }
        self.canDecrement = { true }
    }

    public var body: some View {
        HostPart("stepper") {
            label
            Button("−") { decrement?() }.disabled(!canDecrement())
            Button("+") { increment?() }.disabled(!canIncrement())
        }
    }
}

extension Stepper where Label == Text {
    public init(
        _ title: String, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(
        _ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(
        _ title: String, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}
