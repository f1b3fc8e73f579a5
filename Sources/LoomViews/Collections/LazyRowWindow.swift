import LoomHost

/// The rows a lazy stack builds: a window over the rows of the `ForEach` in it, moved by the
/// renderer as rows scroll into view, so a list of 100,000 rows costs what is visible.
///
/// It lives in the lazy stack's node (and goes with it). The stack's `ForEach` finds it by
/// walking up to the stack (see `Node.enclosingLazyRowWindow()`), builds only the rows of
/// ``rows(total:)`` and tells the window what it built. When the renderer reports other visible
/// rows, the window invalidates that `ForEach` and the stack, which rebuild just the difference.
///
/// Rows that leave the window are removed like rows removed from the data: their state goes and
/// `onDisappear` runs. SwiftUI does the same (its lazy stacks may discard rows that scroll out of
/// view, and their `@State` with them), so views should keep what must survive scrolling in a
/// model, not in a row's `@State`.
@MainActor
final class LazyRowWindow {
    /// Rows built before the renderer has said what it shows: about a screenful.
    static let initialRows = 50
    /// Rows built beyond the visible ones on each side, so a short scroll needs no rebuild.
    static let overscan = 10
    /// How close the visible rows may come to an edge of the built ones (one that is not the
    /// data's) before the window moves: a keyboard walking row by row reaches rows not yet
    /// built instead of stopping at the last built one.
    static let margin = 3
    /// The estimated size of a row (its gap included) until the renderer measures one.
    static let defaultExtent: Double = 28

    /// Which rows to build, before clamping to the data's count: moved by the renderer's
    /// reports (``show(_:)``) and by `scrollTo` (``reveal(_:anchor:)``).
    var requested = 0..<initialRows
    /// How many rows the data has, as the `ForEach` last saw it.
    private(set) var total = 0
    /// The rows the `ForEach` built last.
    private(set) var built = 0..<0
    /// The estimated size of one row along the stack's axis, in points.
    private(set) var extent = defaultExtent
    /// Whether the windowed `ForEach` is building its rows (its inner build is not windowed again).
    var isBuildingRows = false
    /// Whether the stack lays its rows out horizontally (`LazyHStack`): `scrollTo`'s anchor is
    /// read along this axis.
    let isHorizontal: Bool
    /// The position of a row in the data by its id, or `nil` when no row has it: set by the
    /// windowed `ForEach` at each build, so `scrollTo` can reach rows that are not built.
    var rowIndex: ((AnyHashable) -> Int?)?
    /// The `ForEach` that owns the window (a stack windows its first `ForEach`; others are
    /// built whole), and the stack. Strong references to the nodes' handles, which are cleared
    /// when the nodes go (see ``NodeReference``).
    private(set) var rowsOwner: NodeReference?
    private(set) var stack: NodeReference?

    init(stack: NodeReference, isHorizontal: Bool) {
        self.stack = stack
        self.isHorizontal = isHorizontal
    }

    /// What the host element says about the rows.
    var hostRows: HostLazyRows {
        HostLazyRows(total: total, first: built.lowerBound, count: built.count, extent: extent)
    }

    /// Whether `node` (a `ForEach`) windows its rows: the first one to ask, for as long as it is
    /// mounted.
    func claim(_ node: Node) -> Bool {
        if let owner = rowsOwner?.node, owner !== node { return false }
        rowsOwner = node.handle
        return true
    }

    /// The rows to build of `total`, the requested ones clamped; near the end, the last rows.
    func rows(total: Int) -> Range<Int> {
        self.total = total
        let count = min(requested.count, total)
        let first = max(0, min(requested.lowerBound, total - count))
        return first..<(first + count)
    }

    /// Records the rows a build made.
    func didBuild(_ rows: Range<Int>) {
        built = rows
    }

    /// Takes a renderer's report of the visible rows: `"first,count"` or `"first,count,extent"`.
    /// Moves the window when a visible row is not built or is within ``margin`` rows of an edge
    /// of the built ones (keeping ``overscan`` rows on each side), and invalidates the `ForEach`
    /// and the stack. A malformed value changes nothing and says why.
    func show(_ value: String) -> String? {
        let parts = value.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, let first = Int(parts[0]), let count = Int(parts[1]), first >= 0, count >= 0
        else {
            return "A lazy stack was told \"\(value)\" as its visible rows; expected \"first,count\" or \"first,count,extent\". Nothing changed."
        }
        var newExtent = extent
        if parts.count == 3 {
            guard let measured = Double(parts[2]), measured.isFinite, measured > 0 else {
                return "A lazy stack was told \"\(value)\": the row extent must be a positive number. Nothing changed."
            }
            newExtent = measured
        }
        let visible = first..<(first + min(count, Int.max - first))
        var changedRows = false
        let nearStart = built.lowerBound > 0 && visible.lowerBound < built.lowerBound + Self.margin
        let nearEnd = built.upperBound < total && visible.upperBound > built.upperBound - Self.margin
        if !visible.isEmpty, nearStart || nearEnd {
            let lower = max(0, visible.lowerBound - Self.overscan)
            let upper = visible.upperBound > Int.max - Self.overscan ? Int.max : visible.upperBound + Self.overscan
            requested = lower..<max(upper, lower + 1)
            changedRows = true
        }
        let changedExtent = abs(newExtent - extent) >= 0.5
        if changedExtent { extent = newExtent }
        if changedRows { _ = rowsOwner?.withNode { $0.invalidate(because: "its lazy stack showed other rows") } }
        if changedRows || changedExtent { _ = stack?.withNode { $0.invalidate(because: "its visible rows changed") } }
        return nil
    }
}

extension Node {
    /// The window of the lazy stack this node (a `ForEach`) is a direct row source of: the
    /// nearest ancestor, through views without host elements (groups, conditions, custom
    /// views), that is a lazy stack. A host element or another `ForEach` on the way ends the
    /// search: rows of rows are not windowed.
    func enclosingLazyRowWindow() -> LazyRowWindow? {
        var cursor = parent
        while let current = cursor {
            if let storage = current.storage {
                if let window = storage.children as? LazyRowWindow { return window }
                if storage.children is any RowSourceStorage { return nil }
            }
            if current.hostElement != nil { return nil }
            cursor = current.parent
        }
        return nil
    }

    /// This lazy stack node's window, made on its first build.
    func lazyRowWindow(isHorizontal: Bool) -> LazyRowWindow {
        if let existing = storage?.children as? LazyRowWindow { return existing }
        let made = LazyRowWindow(stack: handle, isHorizontal: isHorizontal)
        extras.children = made
        return made
    }
}

/// Marks the child bookkeeping of views that make rows (`ForEach`), where the search for an
/// enclosing lazy stack stops.
protocol RowSourceStorage: AnyObject {}
