import LoomHost

/// How text fields look, as in SwiftUI: `.textFieldStyle(.roundedBorder)`.
///
/// Loom's styles are named looks, not custom bodies: the name reaches the host element as its
/// `style` (`roundedBorder`, `plain`), and each renderer draws it (the web page gives a rounded
/// border or none).
public protocol TextFieldStyle: Sendable {
    /// The look's name in the host tree; `nil` leaves the renderer's default.
    var _styleName: String? { get }
}

/// The platform's default look for text fields.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _styleName: String? { nil }
}

/// A text field with no border or background.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _styleName: String? { "plain" }
}

/// A text field inside a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _styleName: String? { "roundedBorder" }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey { static let defaultValue: String? = nil }

extension EnvironmentValues {
    /// The look text fields below take (`roundedBorder`, `plain`, `search`), set by
    /// `.textFieldStyle(_:)` and by `searchable`.
    var textFieldStyleName: String? {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the text fields below.
    ///
    /// ```swift
    /// TextField("Name", text: $name)
    ///     .textFieldStyle(.roundedBorder)
    /// ```
    public func textFieldStyle<Style: TextFieldStyle>(_ style: Style) -> some View {
        environment(\.textFieldStyleName, style._styleName)
    }
}
