/// How a picker shows its options: `.menu` (a drop-down), `.segmented` (side by side),
/// `.inline` (all options in the form), `.wheel` (a drop-down on the web).
///
/// ```swift
/// Picker("Size", selection: $size) { … }.pickerStyle(.segmented)
/// ```
@MainActor
public protocol PickerStyle {
    /// The style's name in the host tree.
    var _name: String { get }
}

public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _name: String { "menu" }
}

public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _name: String { "menu" }
}

public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _name: String { "segmented" }
}

public struct InlinePickerStyle: PickerStyle {
    public init() {}
    public var _name: String { "inline" }
}

public struct WheelPickerStyle: PickerStyle {
    public init() {}
    public var _name: String { "wheel" }
}

public struct RadioGroupPickerStyle: PickerStyle {
    public init() {}
    public var _name: String { "radioGroup" }
}

public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}
    public var _name: String { "menu" }
}

public struct PalettePickerStyle: PickerStyle {
    public init() {}
    public var _name: String { "segmented" }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension View {
    /// Sets how the pickers below show their options.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyleName, style._name)
    }
}
