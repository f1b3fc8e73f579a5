import Foundation

/// A list that remembers how it was edited, so a `ForEach` over it updates in proportion to
/// the edit instead of to the list: appending one row to 10,000 builds one row and inserts one
/// element, swapping two rows moves two, removing one removes one.
///
/// ```swift
/// @Observable final class Todos {
///     let items = ListModel<Todo>()            // a `let`: the list itself changes, not the property
/// }
///
/// ForEach(todos.items) { todo in TodoRow(todo: todo) }
///
/// todos.items.append(Todo(title: "Milk"))
/// todos.items.swapAt(0, 1)
/// todos.items.remove(at: 2)
/// ```
///
/// Why a type of its own: a `ForEach` over a plain array cannot tell what changed. Its parent's
/// `body` ran again and handed it a new array and a new content closure, whose captures may
/// differ from the last one's, so it evaluates every row and compares it with the old one (as
/// SwiftUI does). A `ListModel` tells the `ForEach` over it directly, without re-running the
/// parent, and hands it the edits since the version it last showed: rows of elements no edit
/// touched are left as they are. This is the way to get list edits in proportion to the change,
/// as TCA users keep collections in an `IdentifiedArray`; plain arrays keep working through the
/// general comparison.
///
/// It is a reference type, held with `let`. Views that read it (`count`, a subscript, a loop,
/// ``elements``) re-render when it changes, like views that read a `@State`. To keep the fast
/// path, read it only in `ForEach`: a parent `body` that also reads it runs again on each edit
/// and hands the `ForEach` a new closure, which makes it evaluate every row again.
///
/// Elements that are objects (`@Observable` rows) change without the list knowing, and need not:
/// their rows observe them. Replacing an element (`list[i] = element`) rebuilds its row.
///
/// Reads are tracked only for views (Loom's read tracking); code outside views reads the
/// current elements but is not notified.
@MainActor
public final class ListModel<Element> {
    // Unchecked exclusivity on the stored properties, for the reason given on `Node`: main-actor
    // only, and no access is held across a call that could reach them again (readers are told
    // after each edit is complete).

    /// The elements, read without registering a reader (for the `ForEach` that follows edits).
    /// Written only by the edits below; usable from inlinable code for ``swapAt(_:_:)``.
    @usableFromInline @exclusivity(unchecked) var storage: [Element]
    /// Counts edits; a `ForEach` remembers the version it last showed.
    @exclusivity(unchecked) private(set) var version = 0
    /// The most recent edits, oldest first; `log[0]` made version `logStart + 1`. In positions
    /// only, a type that is not generic: in the list's unspecialised code each use of a generic
    /// edit type (appending one, reading the log's count) looked up its run-time metadata, about
    /// a fifth of a swap's instructions. The oldest edit is held inline (see ``ListEditLog``).
    @exclusivity(unchecked) private var log = ListEditLog()
    @exclusivity(unchecked) private var logStart = 0
    /// The elements the logged inserts and replacements brought, in the order logged;
    /// `logged[0]` is element number `loggedStart` (see ``ListEditStep``).
    @exclusivity(unchecked) private var logged: [Element] = []
    @exclusivity(unchecked) private var loggedStart = 0
    /// Views (and content closures) that read the list: they re-render when it changes.
    /// Usable from inlinable code for the reads below.
    @usableFromInline let readers = TrackedReaders()
    /// `ForEach` nodes that show the list and replay its edits.
    let followers = TrackedReaders()

    /// Edits kept for followers that have not caught up. A follower further behind (many edits
    /// between two updates) rebuilds through the general comparison, so the log stays small
    /// while it holds inserted elements alive.
    static var logLimit: Int { 64 }

    /// A list holding `elements`.
    public init(_ elements: [Element] = []) {
        storage = elements
    }

    /// All the elements, as an array. Setting it replaces every element: a `ForEach` over the
    /// list then compares every row, as for a new array (setting it empty is ``removeAll()``).
    public var elements: [Element] {
        get {
            readers.recordRead()
            return storage
        }
        set {
            // Emptying the list is the one replacement a `ForEach` can follow as an edit.
            if newValue.isEmpty { return removeAll() }
            storage = newValue
            recordReset()
        }
    }

    // MARK: Edits

    /// Adds `element` at the end.
    public func append(_ element: Element) {
        insert(contentsOf: CollectionOfOne(element), at: storage.count)
    }

    /// Adds `elements` at the end, in order.
    public func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        insert(contentsOf: Array(elements), at: storage.count)
    }

    /// Inserts `element` before the element at `index` (at the end when `index` is `count`).
    public func insert(_ element: Element, at index: Int) {
        insert(contentsOf: CollectionOfOne(element), at: index)
    }

    /// Inserts `elements` before the element at `index`, in order.
    public func insert<C: Collection>(contentsOf elements: C, at index: Int) where C.Element == Element {
        precondition(index >= 0 && index <= storage.count, "ListModel.insert: index \(index) is outside 0...\(storage.count)")
        guard !elements.isEmpty else { return }
        let inserted = Array(elements)
        storage.insert(contentsOf: inserted, at: index)
        let first = loggedStart + logged.count
        // An empty log shares the inserted array's buffer rather than copying it.
        if logged.isEmpty { logged = inserted } else { logged.append(contentsOf: inserted) }
        record(.insert(at: index, count: inserted.count, firstElement: first))
    }

    /// Removes and returns the element at `index`.
    @discardableResult
    public func remove(at index: Int) -> Element {
        let removed = storage.remove(at: index)
        record(.remove(at: index, count: 1))
        return removed
    }

    /// Removes the elements in `range`.
    public func removeSubrange(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        storage.removeSubrange(range)
        record(.remove(at: range.lowerBound, count: range.count))
    }

    /// Removes the elements at `offsets` (what `onDelete` hands its action).
    public func remove(atOffsets offsets: IndexSet) {
        // From the back, so each recorded index is still valid when it is replayed.
        for range in offsets.rangeView.reversed() { removeSubrange(range) }
    }

    /// Removes the elements that satisfy `shouldBeRemoved`, keeping the others in order.
    public func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        var offsets = IndexSet()
        for (index, element) in storage.enumerated() where try shouldBeRemoved(element) { offsets.insert(index) }
        remove(atOffsets: offsets)
    }

    /// Removes every element: one edit, which a `ForEach` replays by unmounting every row, with
    /// no row evaluated or compared.
    public func removeAll() {
        guard !storage.isEmpty else { return }
        removeSubrange(storage.indices)
    }

    /// Exchanges the elements at `i` and `j`.
    ///
    /// Inlinable, so it is made where the element type is known: in the list's unspecialised
    /// code, writing an element of its array looked up the array's run-time type first (a
    /// tenth of a swap's instructions, all told).
    @inlinable
    public func swapAt(_ i: Int, _ j: Int) {
        guard i != j else { return }
        // Element by element rather than `MutableCollection.swapAt`, which unspecialised code
        // reaches through the array's run-time metadata and conformance.
        let first = storage[i]
        storage[i] = storage[j]
        storage[j] = first
        record(.swap(i, j))
    }

    /// Moves the elements at `offsets` before the element at `destination` (what `onMove`
    /// hands its action; `destination` is an offset in the list before the move).
    public func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
        let moved = Array(offsets)
        let target = destination - offsets.count(in: 0..<destination)
        guard !moved.isEmpty, moved != Array(target..<(target + moved.count)) else { return }
        let moving = moved.map { storage[$0] }
        for offset in moved.reversed() { storage.remove(at: offset) }
        storage.insert(contentsOf: moving, at: target)
        record(.move(offsets: moved, to: target))
    }

    // MARK: The log

    @usableFromInline
    func record(_ edit: ListEditStep) {
        version += 1
        log.append(edit)
        if log.count > Self.logLimit {
            let dropped = log.count / 2
            log.removeFirst(dropped)
            logStart += dropped
            // The earliest element a kept edit brought; none: every logged element goes.
            let kept = log.firstElement
            forgetElementsBefore(kept ?? loggedStart + logged.count)
        }
        didChange()
    }

    /// A change a follower cannot replay: it compares every row.
    private func recordReset() {
        version += 1
        log.removeAll()
        logStart = version
        forgetElementsBefore(loggedStart + logged.count)
        didChange()
    }

    /// Lets go of the logged elements numbered below `number` (no edit left in the log
    /// brought them), so the log does not keep removed elements alive.
    private func forgetElementsBefore(_ number: Int) {
        let count = number - loggedStart
        guard count > 0 else { return }
        if count == logged.count { logged.removeAll() } else { logged.removeFirst(count) }
        loggedStart = number
    }

    private func didChange() {
        readers.valueDidChange()
        followers.editsDidArrive()
    }

    /// Where the edits made since `version` are in the log (see ``edit(at:)``), oldest first,
    /// or `nil` when the log no longer reaches back that far (or the list was replaced since).
    /// Positions rather than a slice: a range of `Int` needs no generic type made at run time.
    func editPositions(since version: Int) -> Range<Int>? {
        guard version >= logStart, version <= self.version else { return nil }
        return (version - logStart)..<log.count
    }

    /// The edit at `position` in the log.
    func edit(at position: Int) -> ListEditStep { log[position] }

    /// The logged elements numbered `first..<first + count` (see ``ListEditStep``).
    func loggedElements(from first: Int, count: Int) -> [Element] {
        Array(logged[(first - loggedStart)..<(first - loggedStart + count)])
    }

    /// The logged element numbered `number`.
    func loggedElement(_ number: Int) -> Element { logged[number - loggedStart] }
}

// The reads are inlinable, so they are made where the element type is known: the list's
// unspecialised code read an element through the array's run-time metadata (about 60
// instructions a read; an app's code that walks its list reads it once an element).
extension ListModel: @MainActor RandomAccessCollection {
    public var startIndex: Int { 0 }

    @inlinable
    public var endIndex: Int {
        readers.recordRead()
        return storage.count
    }

    @inlinable
    public var count: Int {
        readers.recordRead()
        return storage.count
    }

    /// The element at `position`. Setting it replaces the element (its row is built again).
    public subscript(position: Int) -> Element {
        @inlinable get {
            readers.recordRead()
            return storage[position]
        }
        set {
            storage[position] = newValue
            let number = loggedStart + logged.count
            logged.append(newValue)
            record(.replace(at: position, element: number))
        }
    }
}

/// One recorded edit of a ``ListModel``, in positions of the list as it was just before it.
/// Not generic: the elements an insert or a replacement brought are kept by the list, in the
/// order logged, and named here by number (``ListModel/loggedElements(from:count:)``).
@usableFromInline
enum ListEditStep {
    case insert(at: Int, count: Int, firstElement: Int)
    case remove(at: Int, count: Int)
    case replace(at: Int, element: Int)
    case swap(Int, Int)
    /// The elements at `offsets` (ascending) taken out, then put back together at `to`, an
    /// offset in the list without them.
    case move(offsets: [Int], to: Int)

    /// The number of the first logged element this edit brought, if it brought any.
    var firstElement: Int? {
        switch self {
        case .insert(_, _, let first): first
        case .replace(_, let element): element
        case .remove, .swap, .move: nil
        }
    }
}
