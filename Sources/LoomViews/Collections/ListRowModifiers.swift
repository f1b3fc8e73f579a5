import LoomHost

extension View {
    /// Sets the space between a list row's edges and its content, in place of the list's own
    /// (`nil` keeps the list's).
    ///
    /// ```swift
    /// ForEach(videos) { video in
    ///     VideoCell(video).listRowInsets(.init(top: 12, leading: 0, bottom: 12, trailing: 0))
    /// }
    /// ```
    /// Host form: an `effect` container with the token `rowInsets:<top>,<leading>,<bottom>,<trailing>`.
    /// The page applies it as the row's padding when the container is the row, a direct child
    /// of the list: the modifier last on the view a `ForEach` makes, or followed only by
    /// modifiers that add no container of their own (`onAppear`, `onChange`). SwiftUI passes it
    /// up to the row from anywhere; Loom has no preferences, so a later `swipeActions` or
    /// `animation(_:value:)`, which wrap the row in a container, keeps it from the row, and
    /// outside a list it changes nothing, as in SwiftUI.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        let token = insets.map { inset in
            "rowInsets:" + [inset.top, inset.leading, inset.bottom, inset.trailing].map(effectNumber).joined(separator: ",")
        }
        return EffectContainer(token: token ?? "", color: nil, content: self)
    }

    /// Paints `background` behind a list row, filling the whole row (`nil` keeps the list's).
    ///
    /// ```swift
    /// Text(note.title).listRowBackground(Color.yellow.opacity(0.2))
    /// ```
    /// A colour becomes the row's background on the page (an `effect` container with the token
    /// `rowPaint:<red>,<green>,<blue>,<opacity>`, used when the container is the row, as for ``listRowInsets(_:)``);
    /// any other view is drawn behind the row's content.
    public func listRowBackground<Background: View>(_ background: Background?) -> some View {
        ListRowBackground(content: self, background: background)
    }
}

/// A row with its own background: a colour as the row's paint, another view behind the content.
struct ListRowBackground<Content: View, Background: View>: View {
    let content: Content
    let background: Background?

    var body: some View {
        if let color = background as? Color {
            EffectContainer(token: "rowPaint:" + colorToken(color), color: nil, content: content)
        } else if let background {
            content.background { background }
        } else {
            content
        }
    }
}
