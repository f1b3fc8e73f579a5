import LoomHost

extension View {
    /// The title of the screen this view fills, shown as the screen's heading.
    ///
    /// ```swift
    /// List { … }.navigationTitle("Books")
    /// ```
    public func navigationTitle(_ title: String) -> some View {
        modifier(NavigationTitleModifier(title: title))
    }

    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationTitleModifier(title: title.content))
    }

    /// The older name of ``navigationTitle(_:)-(String)``.
    public func navigationBarTitle(_ title: String) -> some View {
        navigationTitle(title)
    }

    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// Accepted for source compatibility: titles are always shown large, as a heading.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        self
    }

    /// Accepted for source compatibility: a pushed screen always offers its back button (the
    /// browser's own back button pops it in any case).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        self
    }

}

/// Names used with the navigation bar.
public enum NavigationBarItem {
    /// How a title is shown: large, inline, or as the system chooses.
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

/// Shows the title as a heading before the content.
struct NavigationTitleModifier: ViewModifier {
    typealias Body = Never
    let title: String

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        node.updateChild(Heading(text: title), at: 0, context: node.context)
        node.updateChild(content, at: 1, context: node.context)
    }
}

/// A heading host element.
struct Heading: BuiltinView, Equatable {
    let text: String

    func _buildNodeTree(_ node: Node) {
        var properties: HostProperties = [.text(text)]
        node.context.environment.textProperties(into: &properties)
        node.buildHostElement(.heading, properties: properties)
    }
}
