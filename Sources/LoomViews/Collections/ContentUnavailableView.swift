/// What shows when there is nothing to show: a symbol, a title, a description and actions.
///
/// ```swift
/// ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
/// ContentUnavailableView.search(text: query)
/// ```
public struct ContentUnavailableView<LabelContent: View, Description: View, Actions: View>: View {
    let label: LabelContent
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> LabelContent, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label.font(.title2).bold()
            description.foregroundColor(.secondary)
            actions
        }
        .padding()
        .frame(maxWidth: .infinity)
    }
}

extension ContentUnavailableView where LabelContent == Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title with a symbol and an optional description.
    public init(_ title: String, systemImage: String, description: Text? = nil) {
        self.init(label: { Label(title, systemImage: systemImage) }, description: { description })
    }

    /// The standard "No Results" view of a search.
    public static var search: ContentUnavailableView {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// The standard "No Results" view of a search for `text`.
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(
            "No Results for “\(text)”", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}
