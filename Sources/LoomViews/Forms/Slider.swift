import LoomHost

/// A control for choosing a number from a range by dragging (or with the arrow keys).
///
/// ```swift
/// Slider(value: $volume, in: 0...100, step: 5) { Text("Volume") }
/// ```
/// On the web it is an `<input type="range">`.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let onEditingChanged: @MainActor (Bool) -> Void
    @Environment(\.labelsHidden) private var labelsHidden

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimum: ValueLabel, maximum: ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.label = label
        self.minimumValueLabel = minimum
        self.maximumValueLabel = maximum
        self.onEditingChanged = onEditingChanged
    }

    /// A slider with a label and labels for both ends of the range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimum: minimumValueLabel(),
            maximum: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        let element = SliderElement(
            value: value, bounds: bounds, step: step, title: plainText(label), onEditingChanged: onEditingChanged)
        if Label.self == EmptyView.self && ValueLabel.self == EmptyView.self {
            element
        } else {
            HostPart("field") {
                if !labelsHidden { label }
                minimumValueLabel
                element
                maximumValueLabel
            }
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: EmptyView(), minimum: EmptyView(), maximum: EmptyView(),
            onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: EmptyView(), minimum: EmptyView(), maximum: EmptyView(),
            onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimum: EmptyView(), maximum: EmptyView(),
            onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimum: EmptyView(), maximum: EmptyView(),
            onEditingChanged: onEditingChanged)
    }
}

/// The slider's host element.
struct SliderElement: BuiltinView {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let title: String?
    let onEditingChanged: @MainActor (Bool) -> Void

    func _buildNodeTree(_ node: Node) {
        let current = node.graph.evaluateContent(of: node) { value.wrappedValue }
        var properties: HostProperties = [.number(current), .minimum(bounds.lowerBound), .maximum(bounds.upperBound)]
        if let step { properties.set(.step(step)) }
        if let title { properties.set(.text(title)) }
        node.controlProperties(into: &properties)
        let binding = value, range = bounds, stride = step
        var handlers = HostEventHandlers(onValueChange: { text in
            guard let number = Double(text), number.isFinite else { return }
            var clamped = min(range.upperBound, max(range.lowerBound, number))
            if let stride, stride > 0 {
                clamped = min(range.upperBound, range.lowerBound + ((clamped - range.lowerBound) / stride).rounded() * stride)
            }
            binding.wrappedValue = clamped
        })
        node.controlHandlers(&handlers)
        node.buildHostElement(.slider, properties: properties, handlers: handlers)
    }
}
