import LoomHost

/// How a list looks: SwiftUI's named list styles, drawn by the page as `data-style` on the list.
///
/// ```swift
/// List(items) { Text($0.name) }.listStyle(.insetGrouped)
/// ```
public protocol ListStyle {
    /// The name the renderer draws (`plain`, `grouped`, `insetGrouped`, `inset`, `sidebar`).
    var _name: String { get }
}

public struct DefaultListStyle: ListStyle { public init() {}; public var _name: String { "automatic" } }
public struct PlainListStyle: ListStyle { public init() {}; public var _name: String { "plain" } }
public struct GroupedListStyle: ListStyle { public init() {}; public var _name: String { "grouped" } }
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var _name: String { "insetGrouped" } }
public struct InsetListStyle: ListStyle { public init() {}; public var _name: String { "inset" } }
public struct SidebarListStyle: ListStyle { public init() {}; public var _name: String { "sidebar" } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

struct ListStyleKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension View {
    /// Sets the look of the lists inside this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleName, style._name == "automatic" ? nil : style._name)
    }
}

extension EnvironmentValues {
    var listStyleName: String? {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}
