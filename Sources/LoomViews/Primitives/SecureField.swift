import LoomHost

/// A line of text entry for secrets, bound to a string, as SwiftUI's `SecureField`.
///
/// ```swift
/// SecureField("Password", text: $password)
/// SecureField("Password", text: $password, prompt: Text("at least 8 characters"))
/// ```
///
/// The secret stays with the app: the host element carries only a mask (one `•` per
/// character), so the text renderer shows `•••` and the web page gets a password input whose
/// value is never written into HTML, patches or resyncs; the user's typing is the only copy on
/// the page. When the app changes the binding itself (clearing it after a sign-in, say), the
/// field is replaced by a fresh, empty one, since the page cannot be told the new value.
public struct SecureField: View {
    /// The field's label, shown as its placeholder when there is no prompt.
    public var title: String
    /// The placeholder shown while the field is empty.
    public var prompt: Text?
    @Binding public var text: String
    @State private var entry = SecureEntry()

    /// A secure field labelled `title`, bound to `text`.
    public init(_ title: String, text: Binding<String>) {
        self.title = title
        self.prompt = nil
        self._text = text
    }

    /// A secure field labelled `title`, bound to `text`, with `prompt` as its placeholder.
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.title = title
        self.prompt = prompt
        self._text = text
    }

    /// The input, under an identity that changes whenever the app (not the user) changed the value.
    public var body: some View {
        let entry = self.entry
        SecureInput(placeholder: prompt?.content ?? title, text: $text, entry: entry)
            .id(entry.generation(showing: text))
    }
}

/// What the user last typed into a secure field, so a change the app made can be told apart.
///
/// A class kept in `@State` (one per field identity): the input's handler records each typed
/// value before it writes the binding, and the field's body compares.
@MainActor
final class SecureEntry {
    private var typed = ""
    private var generation = 0

    /// Records a value the user typed.
    func userTyped(_ value: String) {
        typed = value
    }

    /// The identity of the input showing `value`: unchanged while `value` is what the user typed,
    /// a new one (a fresh, empty input on the page) when the app set something else.
    func generation(showing value: String) -> Int {
        if value != typed {
            typed = value
            generation += 1
        }
        return generation
    }
}

/// The secure field's host element: a mask of the value, never the value itself.
struct SecureInput: BuiltinView {
    var placeholder: String
    @Binding var text: String
    let entry: SecureEntry

    func _buildNodeTree(_ node: Node) {
        // Reading the bound value is tracked, so a stable binding still updates the mask.
        var properties: HostProperties = node.graph.evaluateContent(of: node) {
            [.placeholder(placeholder), .value(String(repeating: "•", count: text.count))]
        }
        node.controlProperties(into: &properties, isField: true)
        let binding = $text
        let entry = self.entry
        var handlers = HostEventHandlers(onTextChange: { value in
            entry.userTyped(value)
            binding.wrappedValue = value
        })
        node.controlHandlers(&handlers, isField: true)
        node.buildHostElement(.secureField, properties: properties, handlers: handlers)
    }
}
