/// A bar a toolbar modifier applies to.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String

    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// How a toolbar shows the screen's title.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let name: String

    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
    public static let large = ToolbarTitleDisplayMode(name: "large")
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
}

extension View {
    /// Accepted for source compatibility: bars keep the page's colours in both schemes.
    public func toolbarBackground(_ color: Color, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Accepted for source compatibility.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Accepted for source compatibility.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Accepted for source compatibility: titles show as the screen's heading.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        self
    }

    /// Accepted for source compatibility: bars are always shown.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }
}
