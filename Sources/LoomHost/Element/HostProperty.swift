/// One typed property of a host element. An element holds at most one property per ``Key``.
///
/// Typed cases instead of a `[String: Any]` bag: renderers switch over them exhaustively, and
/// the compiler tells every renderer when a property is added.
///
/// The cases whose payload is wider than a string are `indirect` (boxed once, shared by
/// copies): the enum is as wide as its widest case, and a colour (48 bytes) or accessibility
/// (49) made every property of every element 56 bytes instead of 24 (memory per row).
public enum HostProperty: Hashable, Sendable, Codable {
    /// The text shown: a text's content, a button's or toggle's title, an alert's title.
    case text(String)
    /// A text field's current value.
    case value(String)
    /// A text field's placeholder.
    case placeholder(String)
    /// A toggle's state.
    case isOn(Bool)
    /// The gap between a stack's children.
    case spacing(Double)
    /// How a stack lines up its children.
    case alignment(HostAlignment)
    /// An image's symbol name.
    case systemImage(String)
    /// An alert's message.
    case message(String)
    /// The colour of text and symbols.
    indirect case foreground(HostColor)
    /// The font of text.
    indirect case font(HostFont)
    /// Whether text is bold.
    case bold(Bool)
    /// Whether a control ignores input; renderers show it dimmed and the tree refuses its events.
    case disabled(Bool)
    /// Layout and paint steps around the element, innermost first.
    case modifiers([HostBoxModifier])
    /// The animation the latest change to this element was made with.
    indirect case animation(HostAnimation)
    /// How a screen is shown: pushed onto a stack, or presented modally over what is below.
    case presentation(HostPresentation)
    /// A number: a slider's value, a progress's completed amount.
    case number(Double)
    /// The lowest value of a slider or progress.
    case minimum(Double)
    /// The highest value of a slider or progress.
    case maximum(Double)
    /// The distance between a slider's values.
    case step(Double)
    /// A variant of the element's kind: a picker's style (`menu`, `segmented`, `inline`,
    /// `wheel`), a toolbar item's placement, a section's `header` or `footer`, a dialog's kind.
    case style(String)
    /// The web address a link opens.
    case url(String)
    /// Whether the control holds the keyboard focus the app asked for (`@FocusState`).
    case focused(Bool)
    /// A key that triggers the control from anywhere on the screen (`keyboardShortcut`), as
    /// `modifiers+key` (`cmd+s`, `return`, `escape`).
    case shortcut(String)
    /// Hints for the on-screen keyboard of a field: its kind of text (`keyboardType`) and the
    /// label of its return key (`submitLabel`), as `type/label`.
    case keyboard(String)
    /// The rows a lazy stack has built, of how many (see ``HostLazyRows``).
    indirect case lazyRows(HostLazyRows)
    /// The label, hint, test identifier and hidden flag assistive technology and UI tests read.
    indirect case accessibility(HostAccessibility)

    /// The slot this property occupies.
    public enum Key: Int, Hashable, Sendable, Codable, CaseIterable, Comparable {
        case text, value, placeholder, isOn, spacing, alignment, systemImage, message
        case foreground, font, bold, disabled, modifiers, animation, presentation
        case number, minimum, maximum, step, style, url, focused, shortcut, keyboard, lazyRows, accessibility

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The name renderers print and put on the wire.
        public var name: String {
            switch self {
            case .text: "text"
            case .value: "value"
            case .placeholder: "placeholder"
            case .isOn: "isOn"
            case .spacing: "spacing"
            case .alignment: "alignment"
            case .systemImage: "systemImage"
            case .message: "message"
            case .foreground: "foreground"
            case .font: "font"
            case .bold: "bold"
            case .disabled: "disabled"
            case .modifiers: "modifiers"
            case .animation: "animation"
            case .presentation: "presentation"
            case .number: "number"
            case .minimum: "minimum"
            case .maximum: "maximum"
            case .step: "step"
            case .style: "style"
            case .url: "url"
            case .focused: "focused"
            case .shortcut: "shortcut"
            case .keyboard: "keyboard"
            case .lazyRows: "lazyRows"
            case .accessibility: "accessibility"
            }
        }
    }

    /// The slot this property occupies.
    public var key: Key {
        switch self {
        case .text: .text
        case .value: .value
        case .placeholder: .placeholder
        case .isOn: .isOn
        case .spacing: .spacing
        case .alignment: .alignment
        case .systemImage: .systemImage
        case .message: .message
        case .foreground: .foreground
        case .font: .font
        case .bold: .bold
        case .disabled: .disabled
        case .modifiers: .modifiers
        case .animation: .animation
        case .presentation: .presentation
        case .number: .number
        case .minimum: .minimum
        case .maximum: .maximum
        case .step: .step
        case .style: .style
        case .url: .url
        case .focused: .focused
        case .shortcut: .shortcut
        case .keyboard: .keyboard
        case .lazyRows: .lazyRows
        case .accessibility: .accessibility
        }
    }
}
