/// A look for buttons that draws them itself from their label: `makeBody(configuration:)`.
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(8).background(.blue).foregroundColor(.white)
///     }
/// }
/// Button("Go") { go() }.buttonStyle(Pill())
/// ```
/// Loom applies a custom style to the view it modifies (the label is that view, which keeps
/// its button and its taps); `isPressed` is always `false`, as pages report taps, not presses.
@MainActor
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` draws from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let label: Label
    public let isPressed: Bool
    public let role: ButtonRole?
}

/// One of the renderer's own button looks: `.automatic`, `.plain`, `.borderless`, `.bordered`
/// and `.borderedProminent`, drawn by the page (`data-style="buttons-<name>"` around them).
public protocol PrimitiveButtonStyle {
    var _name: String { get }
}

public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {}; public var _name: String { "automatic" } }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {}; public var _name: String { "plain" } }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {}; public var _name: String { "borderless" } }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {}; public var _name: String { "bordered" } }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public var _name: String { "borderedProminent" }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

extension View {
    /// Draws the buttons below in one of the renderer's looks.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        LookContainer(style: "buttons-" + style._name, color: nil, content: self)
    }

    /// Draws this view (usually a button) with a custom style.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        style.makeBody(configuration: ButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label(content: AnyView(self)), isPressed: false, role: nil))
    }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

extension EnvironmentValues {
    /// The appearance views are drawn in. Pages follow the browser's setting in their
    /// stylesheet; a view reading this value sees `.light` unless an ancestor set it.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Asks for an appearance for the views below: `.dark` or `.light` (`nil` follows the
    /// system). The page draws the content in that scheme (`data-style="scheme-dark"`).
    public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        LookContainer(style: "scheme-" + (scheme.map { "\($0)" } ?? "auto"), color: nil, content: environment(\.colorScheme, scheme ?? .light))
    }
}
