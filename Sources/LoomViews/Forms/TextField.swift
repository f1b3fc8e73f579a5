import Foundation
import LoomHost

/// An editable line of text bound to a string, or to a value shown through a format.
///
/// ```swift
/// TextField("Name", text: $name)
/// TextField("Amount", value: $amount, format: .number)
/// TextField("Search", text: $query, onCommit: search)
/// ```
/// Each keystroke writes the string binding. A formatted field keeps what the user types as a
/// draft and writes the value when it parses, on Enter (as SwiftUI commits on submit).
public struct TextField<Label: View>: BuiltinView {
    public var placeholder: String
    @Binding public var text: String
    var onCommit: (@MainActor () -> Void)?
    let formatted: AnyView?

    /// A field labelled `title` (shown as its placeholder), bound to `text`.
    public init(_ title: String, text: Binding<String>) where Label == Text {
        self.placeholder = title
        self._text = text
        self.onCommit = nil
        self.formatted = nil
    }

    /// A field with `prompt` as its placeholder.
    public init(_ title: String, text: Binding<String>, prompt: Text?) where Label == Text {
        self.init(title, text: text)
        if let prompt { placeholder = prompt.content }
    }

    /// The older form: `onCommit` runs when the user presses Enter.
    public init(
        _ title: String, text: Binding<String>, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        onCommit: @escaping @MainActor () -> Void
    ) where Label == Text {
        self.init(title, text: text)
        self.onCommit = onCommit
    }

    /// The older form with only an editing callback (called as focus comes and goes).
    public init(_ title: String, text: Binding<String>, onEditingChanged: @escaping @MainActor (Bool) -> Void) where Label == Text {
        self.init(title, text: text)
    }

    /// A field whose label is any view (its text, when it is one, becomes the placeholder).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.placeholder = prompt?.content ?? (label() as? Text)?.content ?? ""
        self._text = text
        self.onCommit = nil
        self.formatted = nil
    }

    /// A field showing `value` through `format`; what the user types is parsed back with the
    /// format's parse strategy.
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String, Label == Text {
        self.placeholder = prompt?.content ?? title
        self._text = .constant("")
        self.onCommit = nil
        self.formatted = AnyView(FormattedTextField(placeholder: prompt?.content ?? title, value: value, format: format))
    }

    /// A field showing an optional value through `format`; an empty field writes `nil`.
    public init<F: ParseableFormatStyle>(_ title: String, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String, Label == Text {
        self.placeholder = prompt?.content ?? title
        self._text = .constant("")
        self.onCommit = nil
        self.formatted = AnyView(OptionalFormattedTextField(placeholder: prompt?.content ?? title, value: value, format: format))
    }

    /// A field showing `value` through a Foundation `Formatter`, the older form of
    /// ``init(_:value:format:prompt:)``:
    ///
    /// ```swift
    /// TextField("Amount", value: $expense.amount, formatter: NumberFormatter())
    /// ```
    /// The field shows `formatter.string(for: value)`. What the user types is read back by a
    /// `NumberFormatter` (into `Double`, `Int`, `Float`, `CGFloat`, `Decimal` or any type its
    /// number casts to) or a `DateFormatter` (into `Date`), and written when it reads; text it
    /// cannot read stays a draft and leaves the value alone, as in SwiftUI. With other
    /// formatters the value is shown and not written (see `TextField+Formatter.swift`).
    public init<V>(_ title: String, value: Binding<V>, formatter: Formatter, prompt: Text? = nil)
    where Label == Text {
        self.placeholder = prompt?.content ?? title
        self._text = .constant("")
        self.onCommit = nil
        self.formatted = AnyView(FormatterTextField(placeholder: prompt?.content ?? title, value: value, formatter: formatter))
    }

    public func _buildNodeTree(_ node: Node) {
        if let formatted {
            node.updateChild(formatted, at: 0, context: node.context)
            return
        }
        node.buildTextField(placeholder: placeholder, text: $text, onCommit: onCommit)
    }
}

extension Node {
    /// A text field's host element, bound to `text`: each change typed writes the binding, Enter
    /// runs `onCommit` and then the `onSubmit` actions above.
    func buildTextField(placeholder: String, text: Binding<String>, onCommit: (@MainActor () -> Void)?) {
        // Reading the bound value is tracked, so a stable binding still updates the field.
        var properties: HostProperties = graph.evaluateContent(of: self) { [.placeholder(placeholder), .value(text.wrappedValue)] }
        controlProperties(into: &properties, isField: true)
        var handlers = HostEventHandlers(onTextChange: { text.wrappedValue = $0 })
        controlHandlers(&handlers, isField: true)
        if let onCommit {
            let submit = handlers.onSubmit
            handlers.onSubmit = {
                onCommit()
                submit?()
            }
        }
        buildHostElement(.textField, properties: properties, handlers: handlers)
    }
}

/// A text field editing a value through a format: the draft the user types stays until Enter,
/// when a value that parses is written and the field shows it formatted.
struct FormattedTextField<F: ParseableFormatStyle>: View where F.FormatOutput == String {
    let placeholder: String
    @Binding var value: F.FormatInput
    let format: F
    @State private var draft: String?

    var body: some View {
        let shown = Binding<String>(get: { draft ?? format.format(value) }, set: { typed in
            draft = typed
            if let parsed = try? format.parseStrategy.parse(typed) { value = parsed }
        })
        FieldElement(placeholder: placeholder, text: shown, onCommit: { draft = nil })
    }
}

/// ``FormattedTextField`` for an optional value: an empty field is `nil`.
struct OptionalFormattedTextField<F: ParseableFormatStyle>: View where F.FormatOutput == String {
    let placeholder: String
    @Binding var value: F.FormatInput?
    let format: F
    @State private var draft: String?

    var body: some View {
        let shown = Binding<String>(get: { draft ?? value.map(format.format) ?? "" }, set: { typed in
            draft = typed
            if typed.isEmpty {
                value = nil
            } else if let parsed = try? format.parseStrategy.parse(typed) {
                value = parsed
            }
        })
        FieldElement(placeholder: placeholder, text: shown, onCommit: { draft = nil })
    }
}

/// A plain text field element, for views built on one.
struct FieldElement: BuiltinView {
    let placeholder: String
    @Binding var text: String
    let onCommit: (@MainActor () -> Void)?

    func _buildNodeTree(_ node: Node) {
        node.buildTextField(placeholder: placeholder, text: $text, onCommit: onCommit)
    }
}
