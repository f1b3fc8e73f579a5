import Foundation
import LoomHost

extension ForEach {
    /// Lets the user delete rows: each row gets a visible Delete button (the web has no swipe),
    /// which calls `action` with the row's offset.
    ///
    /// ```swift
    /// ForEach(names, id: \.self) { Text($0) }
    ///     .onDelete { names.remove(atOffsets: $0) }
    /// ```
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach<Data, ID, Content> {
        EditableForEach(base: self, delete: action, move: nil)
    }

    /// Lets the user move rows: each row gets Move Up and Move Down buttons, which call
    /// `action` with the row's offset and its destination (an offset in the list before the
    /// move, as SwiftUI's `move(fromOffsets:toOffset:)` expects).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableForEach<Data, ID, Content> {
        EditableForEach(base: self, delete: nil, move: action)
    }
}

/// A `ForEach` whose rows can be deleted or moved: what `onDelete` and `onMove` return.
public struct EditableForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let base: ForEach<Data, ID, Content>
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?

    /// Adds a delete action (see `ForEach.onDelete(perform:)`).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach {
        var copy = self
        copy.delete = action
        return copy
    }

    /// Adds a move action (see `ForEach.onMove(perform:)`).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableForEach {
        var copy = self
        copy.move = action
        return copy
    }

    public var body: some View {
        let count = base.data.count
        let rows = Array(base.data.enumerated())
        let idOf = base.idOf
        let content = base.content
        let delete = delete
        let move = move
        return ForEach<[(offset: Int, element: Data.Element)], ID, EditableRow<Content>>(
            rows, idOf: { idOf($0.element) }
        ) { row in
            EditableRow(
                content: content(row.element), offset: row.offset, count: count, delete: delete, move: move)
        }
    }
}

/// One row with its edit buttons after the content.
public struct EditableRow<Content: View>: View {
    let content: Content
    let offset: Int
    let count: Int
    let delete: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?

    public var body: some View {
        HStack {
            content
            Spacer()
            if let move {
                Button("Move Up") { move(IndexSet(integer: offset), offset - 1) }
                    .disabled(offset == 0)
                Button("Move Down") { move(IndexSet(integer: offset), offset + 2) }
                    .disabled(offset + 1 >= count)
            }
            if let delete {
                Button("Delete", role: .destructive) { delete(IndexSet(integer: offset)) }
            }
        }
    }
}
