/// One typed property of a host element. An element holds at most one property per ``Key``.
///
/// Typed cases instead of a `[String: Any]` bag: renderers switch over them exhaustively, and
/// the compiler tells every renderer when a property is added.
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
    case foreground(HostColor)
    /// The font of text.
    case font(HostFont)
    /// Whether text is bold.
    case bold(Bool)
    /// Whether a control ignores input; renderers show it dimmed and the tree refuses its events.
    case disabled(Bool)
    /// Layout and paint steps around the element, innermost first.
    case modifiers([HostBoxModifier])
    /// The animation the latest change to this element was made with.
    case animation(HostAnimation)
    /// How a screen is shown: pushed onto a stack, or presented modally over what is below.
    case presentation(HostPresentation)

    /// The slot this property occupies.
    public enum Key: Int, Hashable, Sendable, Codable, CaseIterable, Comparable {
        case text, value, placeholder, isOn, spacing, alignment, systemImage, message
        case foreground, font, bold, disabled, modifiers, animation, presentation

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
        }
    }
}
