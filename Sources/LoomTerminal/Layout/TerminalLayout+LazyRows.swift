import LoomHost

/// Lazy stacks in the terminal: the rows not built take one line each (empty), so a scroll
/// view's length and scroll bar are the whole list's, and after each input the renderer reports
/// the rows a scroll moved into view (a `valueChange`, as the page does), so the app builds them.
/// Vertical stacks only: a lazy `HStack` shows its built rows.
struct LazyStackPlacement: Hashable, Sendable {
    var id: HostElementID
    var rows: HostLazyRows
    /// Where the built rows are, unclipped.
    var rect: CellRect
    /// The scroll view it scrolls with, if any.
    var scroller: HostElementID?
}

extension HostElementSnapshot {
    /// The rows of a vertical lazy stack, if the element is one.
    var verticalLazyRows: HostLazyRows? {
        guard kind == .vstack, case .lazyRows(let rows)? = properties[.lazyRows] else { return nil }
        return rows
    }

    /// The lines of the rows not built, as padding in points (a row is one line: 16 points).
    var lazyRowPadding: HostBoxModifier? {
        guard let rows = verticalLazyRows, rows.before + rows.after > 0 else { return nil }
        return .padding(HostEdgeInsets(top: Double(rows.before) * 16, leading: 0, bottom: Double(rows.after) * 16, trailing: 0))
    }
}

extension TerminalLayout {
    /// Notes a vertical lazy stack whose built rows are placed in `rect`.
    mutating func recordLazyStack(_ element: HostElementSnapshot, rows: HostLazyRows, in rect: CellRect) {
        lazyStacks.append(LazyStackPlacement(id: element.id, rows: rows, rect: rect, scroller: scrollers.last))
    }
}

extension TerminalRenderer {
    /// The visible rows of each lazy stack whose visible rows changed since its last report, as
    /// events for the driver. Reads the last layout, moved by any scroll made since.
    mutating func lazyRowReports() -> [TerminalCommand] {
        var commands: [TerminalCommand] = []
        for stack in layout.lazyStacks where stack.rows.total > 0 {
            guard let scroller = stack.scroller, let region = layout.scrollRegions.first(where: { $0.id == scroller }) else { continue }
            let shift = (state.scrollOffsets[scroller] ?? region.offset) - region.offset
            let top = stack.rect.y - shift
            let built = stack.rows.count
            let pitch = built > 0 ? max(1, stack.rect.height / built) : 1
            let builtEnd = top + built * pitch
            func index(at line: Int) -> Int {
                if line < top { return stack.rows.first - (top - line) }
                if line < builtEnd { return stack.rows.first + (line - top) / pitch }
                return stack.rows.first + built + (line - builtEnd)
            }
            let clamp = { (row: Int) in min(stack.rows.total - 1, max(0, row)) }
            let low = max(region.viewport.y, top - stack.rows.before)
            let high = min(region.viewport.maxY, builtEnd + stack.rows.after)
            guard high > low else { continue }
            let first = clamp(index(at: low))
            let last = clamp(index(at: high - 1))
            let value = HostLazyRows.visibleRangeValue(first: first, count: last - first + 1)
            guard reportedLazyRows[stack.id] != value else { continue }
            reportedLazyRows[stack.id] = value
            commands.append(.send(HostEvent(element: stack.id, action: .valueChange(value))))
        }
        return commands
    }
}
