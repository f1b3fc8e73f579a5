import LoomHost

/// How a label lines its text up: UIKit's `NSTextAlignment`.
public enum TextAlignmentStyle: Sendable {
    /// Against the left edge.
    case left
    /// Centred.
    case center
    /// Against the right edge.
    case right
    /// Filling the line (shown as left-aligned where a renderer cannot justify).
    case justified
    /// The writing direction's leading edge.
    case natural

    var hostAlignment: HostAlignment {
        switch self {
        case .center: .center
        case .right: .trailing
        case .left, .justified, .natural: .leading
        }
    }
}

extension LabelView {
    /// How the text lines up inside the label; carried to renderers as the element's alignment.
    public var textAlignment: TextAlignmentStyle {
        get { alignment }
        set {
            alignment = newValue
            setProperty(.alignment(newValue.hostAlignment))
        }
    }
}

/// The states a button's title is given for: UIKit's `UIControl.State`.
public struct ControlState: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The ordinary state.
    public static let normal: ControlState = []
    /// While pressed (renderers show the normal title).
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// While ``ButtonView/isEnabled`` is false.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// While selected (renderers show the normal title).
    public static let selected = ControlState(rawValue: 1 << 2)
}

/// A button's kind: UIKit's `UIButton.ButtonType`. Loom draws both alike.
public enum ButtonKind: Sendable {
    /// A button styled by its owner.
    case custom
    /// The platform's standard button.
    case system
}

/// What a button does when tapped: UIKit's `UIAction`, for `ButtonView(primaryAction:)`.
public struct ButtonAction {
    /// Called with the action itself on each tap.
    public let handler: @MainActor (ButtonAction) -> Void

    /// An action running `handler`.
    public init(handler: @escaping @MainActor (ButtonAction) -> Void) {
        self.handler = handler
    }
}

extension ButtonView {
    /// A button of the given kind, without a title yet.
    public convenience init(type: ButtonKind) {
        self.init(title: "")
    }

    /// A button that runs `primaryAction` when tapped.
    public convenience init(primaryAction: ButtonAction) {
        self.init(title: "")
        setPrimaryAction(primaryAction)
    }

    /// Sets ``onTap`` from a method, so its observer runs (an initializer's own writes skip it).
    private func setPrimaryAction(_ action: ButtonAction) {
        onTap = { action.handler(action) }
    }

    /// Sets the title shown in `state` (`.normal`, or `.disabled` while the button is disabled);
    /// `nil` falls back to the normal title.
    public func setTitle(_ title: String?, for state: ControlState) {
        titlesByState[state] = title
        showTitleForState()
    }

    /// The title given for `state`, if any.
    public func title(for state: ControlState) -> String? {
        titlesByState[state]
    }

    /// Shows the title of the current state.
    func showTitleForState() {
        let state: ControlState = isEnabled ? .normal : .disabled
        guard let shown = titlesByState[state] ?? titlesByState[.normal] else { return }
        title = shown
    }
}
