import LoomHost

/// A vertical list of rows, optionally selectable.
///
/// ```swift
/// List(todos) { todo in Text(todo.title) }                 // Identifiable
/// List(0..<5) { index in Text("Row \(index)") }
/// List(todos, selection: $selectedID) { todo in Text(todo.title) }
/// ```
/// With a selection, tapping a row selects it (a single selection) or toggles it (a set). The
/// selectable rows are the data forms' rows, or, in the view-builder form, views marked with
/// `.tag` as in SwiftUI:
///
/// ```swift
/// List(selection: $flavor) {
///     Text("Vanilla").tag(Flavor.vanilla)
///     Text("Chocolate").tag(Flavor.chocolate)
/// }
/// ```
/// The web shows such a list as a `listbox` of `option`s with `aria-selected`; the arrow keys
/// move the selection (a set's rows are toggled with Space or Enter).
public struct List<Content: View>: BuiltinView {
    public var content: Content
    let selection: ListSelection?

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = nil
    }

    /// A list whose rows (`ForEach` rows, or views marked with `.tag`) can be selected one at a time.
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection(single: selection)
    }

    /// A list whose rows can be selected several at a time.
    public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = ListSelection(multiple: selection)
    }

    init(content: Content, selection: ListSelection?) {
        self.content = content
        self.selection = selection
    }

    /// The selection this list reports to, if any (rows built by the data forms use it).
    var hasSelection: Bool { selection != nil }

    public func _buildNodeTree(_ node: Node) {
        var properties: HostProperties = []
        if let style = node.context.environment[ListStyleKey.self] { properties.set(.style(style)) }
        if let selection { properties.set(.value(selection.allowsSeveral ? ListSelection.several : ListSelection.one)) }
        // Tagged rows below find the selection in the environment (see `TagModifier`).
        node.buildHostContainer(.list, properties: properties, content: content.environment(\.listSelection, selection))
    }
}

extension List {
    /// A row for each element of `data`, identified by the elements' ids.
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Content == ForEach<Data, ID, Row> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
    }

    /// A row for each `Identifiable` element of `data`.
    public init<Data: RandomAccessCollection, Row: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Content == ForEach<Data, Data.Element.ID, Row>, Data.Element: Identifiable {
        self.init(content: ForEach(data, idOf: { $0.id }, content: rowContent), selection: nil)
    }

    /// A row for each number of a range.
    public init<Row: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> Row)
    where Content == ForEach<Range<Int>, Int, Row> {
        self.init(content: ForEach(data, idOf: { $0 }, content: rowContent), selection: nil)
    }

    /// A row for each `Identifiable` element, one of which can be selected (by its id).
    public init<Data: RandomAccessCollection, Row: View>(
        _ data: Data, selection: Binding<Data.Element.ID?>, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Content == ForEach<Data, Data.Element.ID, SelectableRow<Row>>, Data.Element: Identifiable {
        let choice = ListSelection(single: selection)
        self.init(content: ForEach(data, idOf: { $0.id }) { SelectableRow(id: $0.id, selection: choice, content: rowContent($0)) }, selection: choice)
    }

    /// A row for each `Identifiable` element, several of which can be selected (by their ids).
    public init<Data: RandomAccessCollection, Row: View>(
        _ data: Data, selection: Binding<Set<Data.Element.ID>>, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Content == ForEach<Data, Data.Element.ID, SelectableRow<Row>>, Data.Element: Identifiable {
        let choice = ListSelection(multiple: selection)
        self.init(content: ForEach(data, idOf: { $0.id }) { SelectableRow(id: $0.id, selection: choice, content: rowContent($0)) }, selection: choice)
    }

    /// A row for each element, identified by `id`, one of which can be selected.
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Content == ForEach<Data, ID, SelectableRow<Row>> {
        let choice = ListSelection(single: selection)
        self.init(content: ForEach(data, id: id) { SelectableRow(id: $0[keyPath: id], selection: choice, content: rowContent($0)) }, selection: choice)
    }

    /// A row for each element, identified by `id`, several of which can be selected.
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<ID>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    ) where Content == ForEach<Data, ID, SelectableRow<Row>> {
        let choice = ListSelection(multiple: selection)
        self.init(content: ForEach(data, id: id) { SelectableRow(id: $0[keyPath: id], selection: choice, content: rowContent($0)) }, selection: choice)
    }
}

/// What a selectable list knows about its selection, type-erased so rows can ask by id.
@MainActor
final class ListSelection {
    /// The list's `value` when one row can be selected (`select-one`), or several.
    static let one = "select-one"
    static let several = "select-many"

    let isSelected: @MainActor (AnyHashable) -> Bool
    let choose: @MainActor (AnyHashable) -> Void
    let allowsSeveral: Bool

    init<Value: Hashable>(single binding: Binding<Value?>) {
        allowsSeveral = false
        isSelected = { id in
            guard let value = binding.wrappedValue else { return false }
            return AnyHashable(value) == id
        }
        choose = { id in
            if let value = id.base as? Value { binding.wrappedValue = value }
        }
    }

    init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
        allowsSeveral = true
        isSelected = { id in (id.base as? Value).map { binding.wrappedValue.contains($0) } ?? false }
        choose = { id in
            guard let value = id.base as? Value else { return }
            if binding.wrappedValue.contains(value) {
                binding.wrappedValue.remove(value)
            } else {
                binding.wrappedValue.insert(value)
            }
        }
    }
}

/// A row of a selectable list: tapping it selects it (`data-style` `row selected` when chosen,
/// and `isOn`, which tells it from other rows).
///
/// A view with a `body` (not built in) so that reading the selection happens while the body
/// runs: the row is then told when the selection changes, even when no other view reads it.
public struct SelectableRow<Content: View>: View {
    let id: AnyHashable
    let selection: ListSelection
    let content: Content

    init<ID: Hashable>(id: ID, selection: ListSelection, content: Content) {
        self.id = AnyHashable(id)
        self.selection = selection
        self.content = content
    }

    public var body: some View {
        let id = id
        let choose = selection.choose
        return SelectableRowElement(isSelected: selection.isSelected(id), choose: { choose(id) }, content: content)
    }
}

/// A data form's row is already selectable: a `ForEach` in the list does not tag it again.
extension SelectableRow: @MainActor ExplicitTagInspectable {
    static var carriesExplicitTag: Bool { true }
}

/// The host element of a ``SelectableRow``.
struct SelectableRowElement<Content: View>: BuiltinView {
    let isSelected: Bool
    let choose: @MainActor () -> Void
    let content: Content

    func _buildNodeTree(_ node: Node) {
        let properties: HostProperties = [.style(isSelected ? "row selected" : "row"), .isOn(isSelected)]
        // The row's content is not a list's content any more: a tag inside it names no row.
        node.buildHostContainer(
            .container, properties: properties, handlers: HostEventHandlers(onTap: choose),
            content: content.environment(\.listSelection, nil))
    }
}

struct ListSelectionKey: EnvironmentKey {
    static var defaultValue: ListSelection? { nil }
}

extension EnvironmentValues {
    /// The selection of the list the view is a row of, if the list has one.
    var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}
