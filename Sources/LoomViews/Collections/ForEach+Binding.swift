/// `ForEach($items) { $item in … }`: a row per element, each given a binding to its element.
extension ForEach {
    /// A row for each `Identifiable` element of the bound collection, with a binding to it.
    ///
    /// ```swift
    /// ForEach($todos) { $todo in Toggle(todo.title, isOn: $todo.isDone) }
    /// ```
    /// Each binding reads and writes its element through the collection's binding at the
    /// element's index, as SwiftUI's does; the bindings are made afresh each time the rows are.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        self.init(Self.elementBindings(data), idOf: { $0.wrappedValue.id }, content: content)
    }

    /// A row for each element of the bound collection, identified by `id`, with a binding to it.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Index: Hashable {
        self.init(Self.elementBindings(data), idOf: { $0.wrappedValue[keyPath: id] }, content: content)
    }

    private static func elementBindings<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>
    ) -> [Binding<C.Element>] {
        data.wrappedValue.indices.map { index in
            Binding(
                get: { data.wrappedValue[index] },
                set: { data.wrappedValue[index] = $0 })
        }
    }
}
