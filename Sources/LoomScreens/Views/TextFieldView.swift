import LoomHost

/// A one-line editable text: Loom's `UITextField`.
///
/// The user's typing updates ``text`` and then tells, in order, the bindings made with
/// `bind(to:using:storeIn:)` and the handler given with `on(.editingChanged)`.
open class TextFieldView: ElementView {
    /// How the field's edge is drawn: UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: String, Sendable {
        /// No border.
        case none
        /// A thin line.
        case line
        /// A bezel.
        case bezel
        /// A rounded rectangle.
        case roundedRect
    }

    /// The text in the field.
    public var text: String? {
        didSet { if text != oldValue { setProperty(.value(text ?? "")) } }
    }

    /// The hint shown while the field is empty.
    public var placeholder: String? {
        didSet {
            if let placeholder { setProperty(.placeholder(placeholder)) } else { removeProperty(.placeholder) }
        }
    }

    /// The field's border, carried to renderers as its style.
    public var borderStyle = BorderStyle.none {
        didSet { setProperty(.style(borderStyle.rawValue)) }
    }

    /// Set by `on(.editingChanged)`.
    var onEditingChanged: (@MainActor () -> Void)?
    /// Writers of the typed text into stores, by binding id.
    var textBindings: [Int: @MainActor (String) -> Void] = [:]
    private var nextBindingID = 0

    /// An empty field.
    public required init() {
        super.init(kind: .textField)
        setProperty(.value(""))
        handlers.onTextChange = { [weak self] typed in self?.userTyped(typed) }
    }

    private func userTyped(_ typed: String) {
        text = typed
        for binding in textBindings.values { binding(typed) }
        onEditingChanged?()
    }

    /// Adds a writer of the typed text; the returned id removes it.
    func addTextBinding(_ write: @escaping @MainActor (String) -> Void) -> Int {
        let id = nextBindingID
        nextBindingID += 1
        textBindings[id] = write
        return id
    }
}
