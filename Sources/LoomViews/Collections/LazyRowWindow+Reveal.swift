import LoomHost

/// `scrollTo` into rows a lazy stack has not built: a chat's "scroll to the bottom" of 10,000
/// messages. The window moves to a screenful around the row (the row placed where the anchor
/// will put it on screen) and its `ForEach` and stack are rebuilt at once, so the scroll request
/// made in the same build can name the row's host element. Only the rows of the new window are
/// built, never the ones between the old window and the row.
extension LazyRowWindow {
    /// Moves the window so the row with `id` is built, if this window's data has such a row;
    /// returns whether it does. A row already built moves nothing.
    ///
    /// Call it outside any `body` (the rebuild it makes is an ordinary invalidation).
    func reveal(_ id: AnyHashable, anchor: UnitPoint?) -> Bool {
        guard let index = rowIndex?(id) else { return false }
        if built.contains(index) { return true }
        requested = Self.rows(showing: index, at: position(of: index, anchor: anchor))
        guard let owner = rowsOwner?.node, let stackNode = stack?.node else { return true }
        // The ForEach first (it builds the new rows and tells the window), then the stack,
        // whose element then says which rows are built. Both also sit in the runtime's queue;
        // rebuilt here, they are skipped there.
        owner.invalidate(because: "scrollTo named a row its lazy stack had not built")
        stackNode.invalidate(because: "scrollTo moved its rows")
        owner.rebuildIfDirty()
        stackNode.rebuildIfDirty()
        return true
    }

    /// Where the row should sit among the visible rows, from 0 (first) to 1 (last): the
    /// anchor's point along the stack's axis, or, with no anchor, the edge it comes in from
    /// (as SwiftUI scrolls as little as needed: a row below the view ends at its bottom).
    private func position(of index: Int, anchor: UnitPoint?) -> Double {
        guard let anchor else { return index >= built.upperBound ? 1 : 0 }
        let point = isHorizontal ? anchor.x : anchor.y
        return point.isFinite ? min(1, max(0, point)) : 0.5
    }

    /// A window of ``initialRows`` rows with row `index` at `position` among the visible ones
    /// (those inside the ``overscan`` on each side). Not clamped to the data: ``rows(total:)``
    /// does that.
    static func rows(showing index: Int, at position: Double) -> Range<Int> {
        let visible = initialRows - 2 * overscan
        let before = overscan + Int((position * Double(visible - 1)).rounded())
        let first = max(0, index - before)
        return first..<(first + initialRows)
    }
}

extension Node {
    /// Moves the window of the first lazy stack below this node whose rows include one with
    /// `id`, so that row is built (see ``LazyRowWindow/reveal(_:anchor:)``); returns whether
    /// one did.
    func revealLazyRow(_ id: AnyHashable, anchor: UnitPoint?) -> Bool {
        var stack = Array(children.reversed())
        while let node = stack.popLast() {
            if let window = node.storage?.children as? LazyRowWindow, window.reveal(id, anchor: anchor) { return true }
            stack.append(contentsOf: node.children.reversed())
        }
        return false
    }
}
