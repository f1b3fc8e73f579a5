import LoomHost

/// A run of text: Loom's `UILabel`.
open class LabelView: ElementView {
    /// The text shown.
    public var text: String {
        didSet { if text != oldValue { setProperty(.text(text)) } }
    }

    /// A label showing `text`.
    public init(text: String = "") {
        self.text = text
        super.init(kind: .text)
        setProperty(.text(text))
    }

    /// An empty label.
    public required convenience init() { self.init(text: "") }

    /// The colour of the text.
    public var textColor: HostColor? {
        didSet {
            if let textColor { setProperty(.foreground(textColor)) } else { removeProperty(.foreground) }
        }
    }

    /// Backs ``textAlignment``.
    var alignment = TextAlignmentStyle.natural

    /// The font of the text.
    public var font: HostFont? {
        didSet {
            if let font { setProperty(.font(font)) } else { removeProperty(.font) }
        }
    }
}

/// A control that reports taps: Loom's `UIButton`.
open class ButtonView: ElementView {
    /// The title shown on the button.
    public var title: String {
        didSet { if title != oldValue { setProperty(.text(title)) } }
    }

    /// Called when the user taps the button.
    public var onTap: Interaction? {
        didSet { handlers.onTap = onTap }
    }

    /// The colour of the title.
    public var titleColor: HostColor? {
        didSet {
            if let titleColor { setProperty(.foreground(titleColor)) } else { removeProperty(.foreground) }
        }
    }

    /// Whether the button ignores taps.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            setProperty(.disabled(!isEnabled))
            showTitleForState()
        }
    }
    /// Titles given with `setTitle(_:for:)`, by state.
    var titlesByState: [ControlState: String] = [:]

    /// A button titled `title`.
    public init(title: String = "") {
        self.title = title
        super.init(kind: .button)
        setProperty(.text(title))
    }

    /// A button without a title.
    public required convenience init() { self.init(title: "") }
}

/// Subviews laid out top to bottom (``Axis/vertical``) or leading to trailing: Loom's `UIStackView`.
open class StackView: ElementView {
    /// The direction of a ``StackView``.
    public enum Axis: Sendable {
        /// Top to bottom.
        case vertical
        /// Leading to trailing.
        case horizontal
    }

    /// The gap between subviews.
    public var spacing: Double? {
        didSet {
            if let spacing { setProperty(.spacing(spacing)) } else { removeProperty(.spacing) }
        }
    }

    /// A stack along `axis`.
    public init(axis: Axis) {
        super.init(kind: axis == .vertical ? .vstack : .hstack)
    }

    /// A vertical stack.
    public required convenience init() { self.init(axis: .vertical) }
}
