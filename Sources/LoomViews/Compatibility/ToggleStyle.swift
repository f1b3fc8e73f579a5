import LoomHost

/// How toggles look, as in SwiftUI: `.toggleStyle(.switch)`, `.button` or `.checkbox`.
///
/// The look's name reaches the host element as its `style`; the web page draws a switch, a
/// pressed-or-not button, or a check box, and every look reports the same on/off change.
public protocol ToggleStyle: Sendable {
    /// The look's name in the host tree; `nil` leaves the renderer's default (a switch).
    var _styleName: String? { get }
}

/// The platform's default look for toggles (a switch).
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public var _styleName: String? { nil }
}

/// A sliding on/off switch.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public var _styleName: String? { "switch" }
}

/// A button that stays pressed while on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public var _styleName: String? { "button" }
}

/// A check box beside the title.
public struct CheckboxToggleStyle: ToggleStyle {
    public init() {}
    public var _styleName: String? { "checkbox" }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

private struct ToggleStyleKey: EnvironmentKey { static let defaultValue: String? = nil }

extension EnvironmentValues {
    /// The look toggles below take, set by `.toggleStyle(_:)`.
    var toggleStyleName: String? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of the toggles below.
    ///
    /// ```swift
    /// Toggle("Wi-Fi", isOn: $wifi)
    ///     .toggleStyle(.button)
    /// ```
    public func toggleStyle<Style: ToggleStyle>(_ style: Style) -> some View {
        environment(\.toggleStyleName, style._styleName)
    }
}
