import LoomHost

/// A title with an icon, as used in lists, menus and buttons.
///
/// ```swift
/// Label("Favorites", systemImage: "star")
/// Label { Text("Favorites") } icon: { Image(systemName: "star") }
/// ```
/// `.labelStyle(.iconOnly)` or `.titleOnly` shows one of the two.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyleName) private var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        HostPart("label") {
            if style != "titleOnly" { icon }
            if style != "iconOnly" { title }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ title: String, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// A label with an image from the app's assets; the renderer shows its name as a symbol.
    public init(_ title: String, image: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: image) })
    }
}

/// How labels show their title and icon.
@MainActor
public protocol LabelStyle {
    var _name: String { get }
}

public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public var _name: String { "automatic" }
}

public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _name: String { "iconOnly" }
}

public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _name: String { "titleOnly" }
}

public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public var _name: String { "titleAndIcon" }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue = "automatic" }

extension EnvironmentValues {
    var labelStyleName: String {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the labels below show their title and icon.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyleName, style._name)
    }
}
