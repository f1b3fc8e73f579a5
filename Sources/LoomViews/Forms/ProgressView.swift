import LoomHost

/// Shows how far a task has come, or that it is under way (no value: indeterminate).
///
/// ```swift
/// ProgressView()
/// ProgressView("Downloading", value: received, total: size)
/// ```
/// On the web it is a `<progress>` element.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label
    let value: Double?
    let total: Double

    init(label: Label, value: Double?, total: Double) {
        self.label = label
        self.value = value
        self.total = total
    }

    public var body: some View {
        let element = ProgressElement(title: plainText(label), value: value, total: total)
        if Label.self == EmptyView.self {
            element
        } else {
            HostPart("progress") {
                label
                element
            }
        }
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), value: nil, total: 1)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), value: value.map { Double($0) }, total: Double(total))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {
        self.init(label: EmptyView(), value: nil, total: 1)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: EmptyView(), value: value.map { Double($0) }, total: Double(total))
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ title: String) {
        self.init(label: Text(title), value: nil, total: 1)
    }

    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
        self.init(label: Text(title), value: value.map { Double($0) }, total: Double(total))
    }
}

/// The progress host element.
struct ProgressElement: BuiltinView, Equatable {
    let title: String?
    let value: Double?
    let total: Double

    func _buildNodeTree(_ node: Node) {
        var properties: HostProperties = [.maximum(total)]
        if let value { properties.set(.number(min(max(0, value), total))) }
        if let title { properties.set(.text(title)) }
        node.context.environment.textProperties(into: &properties)
        node.buildHostElement(.progress, properties: properties)
    }
}

/// How a progress view is drawn: `.linear` or `.circular` (both a bar on the web).
@MainActor
public protocol ProgressViewStyle {}

public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
}

public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
}

public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Accepted for source compatibility: every style is a bar.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        self
    }
}
