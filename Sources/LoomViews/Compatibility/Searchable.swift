import LoomHost

/// Where a search field goes. Accepted for SwiftUI compatibility: Loom always puts the field
/// above the searchable content.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String

    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        navigationBarDrawer
    }

    /// Whether the drawer's search field is always shown or scrolls away.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        case automatic, always
    }
}

/// Puts a search field above the content, bound to the search text.
struct SearchableModifier: ViewModifier {
    @Binding var text: String
    let prompt: String

    func body(content: Content) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField(prompt, text: $text)
                .environment(\.textFieldStyleName, "search")
            content
        }
    }
}

extension View {
    /// Adds a search field bound to `text` above this view; the view filters by it.
    ///
    /// ```swift
    /// List(filtered) { Text($0) }
    ///     .searchable(text: $query, prompt: "Find a name")
    /// ```
    /// On the web the field is an `<input type="search">` above the content (SwiftUI puts it in
    /// the navigation bar or a sidebar; `placement` is accepted and the field stays above).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String) -> some View {
        modifier(SearchableModifier(text: text, prompt: prompt))
    }

    /// Adds a search field bound to `text` above this view, with `prompt` (default "Search") as
    /// its placeholder.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, prompt: prompt?.content ?? "Search"))
    }
}
