extension ForEach {
    /// In a picker, rows without a `.tag` of their own become options tagged with their ids, as
    /// SwiftUI tags them: `ForEach(flavors, id: \.self) { Text($0) }` offers each flavor, and
    /// `ForEach(books) { Text($0.title) }` each book's `id`. A row written with an explicit
    /// `.tag` keeps it. Returns whether it built the rows.
    func buildsPickerOptions(_ node: Node) -> Bool {
        // A selectable list's rows are tagged the same way (SwiftUI's `List(selection:)` over a
        // `ForEach` of identified rows).
        guard node.context.environment.pickerContext != nil || node.context.environment.listSelection != nil else { return false }
        if let inspectable = Content.self as? any ExplicitTagInspectable.Type, inspectable.carriesExplicitTag { return false }
        let idOf = idOf, content = content
        let tagged = ForEach<Data, ID, ModifiedContent<Content, TagModifier<ID>>>(data, idOf: idOf) { element in
            content(element).modifier(TagModifier(tag: idOf(element)))
        }
        tagged._buildNodeTree(node)
        return true
    }
}

/// A view that may have been given an explicit `.tag` somewhere in its chain of modifiers
/// (`Text(name).tag(name).bold()`), read from its type alone.
protocol ExplicitTagInspectable {
    static var carriesExplicitTag: Bool { get }
}

/// Marks the modifier `.tag` applies.
protocol ExplicitTagMarker {}

extension TagModifier: ExplicitTagMarker {}

extension ModifiedContent: @MainActor ExplicitTagInspectable {
    static var carriesExplicitTag: Bool {
        if Modifier.self is any ExplicitTagMarker.Type { return true }
        return (Content.self as? any ExplicitTagInspectable.Type)?.carriesExplicitTag ?? false
    }
}
