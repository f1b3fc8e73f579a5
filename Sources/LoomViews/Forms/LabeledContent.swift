import Foundation
import LoomHost

/// A row showing a label beside a value or control, as in a settings form.
///
/// ```swift
/// LabeledContent("Version", value: "1.2")
/// LabeledContent("Distance", value: 4.2, format: .number)
/// LabeledContent("Volume") { Slider(value: $volume) }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        HostPart("row") {
            label
            Spacer()
            content.foregroundColor(.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init(_ title: String, value: String) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A row showing `value` formatted by `format` beside the title:
    /// `LabeledContent("Total", value: total, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ title: String, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(title, value: format.format(value))
    }
}
