import LoomHost

/// Padding in cells.
struct Edges: Hashable, Sendable {
    var top: Int
    var leading: Int
    var bottom: Int
    var trailing: Int

    init(_ insets: HostEdgeInsets) {
        top = CellMetrics.rows(insets.top)
        leading = CellMetrics.columns(insets.leading)
        bottom = CellMetrics.rows(insets.bottom)
        trailing = CellMetrics.columns(insets.trailing)
    }

    /// What is left of a proposal inside the padding.
    func shrink(_ proposal: CellProposal) -> CellProposal {
        CellProposal(
            width: proposal.width.map { $0 >= CellMetrics.unlimited ? $0 : max(0, $0 - leading - trailing) },
            height: proposal.height.map { $0 >= CellMetrics.unlimited ? $0 : max(0, $0 - top - bottom) })
    }
}

/// A frame modifier in cells: fixed sizes, bounds, and how the child sits inside.
struct FrameBounds: Hashable, Sendable {
    var width: Int?
    var height: Int?
    var minWidth: Int?
    var maxWidth: Int?
    var minHeight: Int?
    var maxHeight: Int?
    var alignment: HostAlignment

    init(_ frame: HostFrame) {
        width = frame.width.map(CellMetrics.columns)
        height = frame.height.map(CellMetrics.rows)
        minWidth = frame.minWidth.map(CellMetrics.columns)
        maxWidth = frame.maxWidth.map(CellMetrics.columns)
        minHeight = frame.minHeight.map(CellMetrics.rows)
        maxHeight = frame.maxHeight.map(CellMetrics.rows)
        alignment = frame.alignment
    }

    /// What the frame proposes to its child: its fixed size, or the proposal within its bounds.
    func childProposal(_ proposal: CellProposal) -> CellProposal {
        CellProposal(
            width: width ?? proposal.width.map { Self.clamp($0, minWidth, maxWidth) },
            height: height ?? proposal.height.map { Self.clamp($0, minHeight, maxHeight) })
    }

    /// The frame's own size around a child of size `child`: fixed where fixed; otherwise the
    /// child's, grown towards the proposal as far as a maximum allows, and kept within bounds.
    func size(_ proposal: CellProposal, child: CellSize) -> CellSize {
        CellSize(
            width: Self.resolve(width, minWidth, maxWidth, proposal.width, child.width),
            height: Self.resolve(height, minHeight, maxHeight, proposal.height, child.height))
    }

    private static func resolve(_ fixed: Int?, _ minimum: Int?, _ maximum: Int?, _ proposed: Int?, _ child: Int) -> Int {
        if let fixed { return fixed }
        var value = child
        if let maximum, let proposed, proposed > value, proposed < CellMetrics.unlimited { value = min(proposed, maximum) }
        if let minimum { value = max(value, minimum) }
        if let maximum { value = min(value, maximum) }
        return value
    }

    private static func clamp(_ value: Int, _ minimum: Int?, _ maximum: Int?) -> Int {
        var value = value
        if let maximum { value = min(value, maximum) }
        if let minimum { value = max(value, minimum) }
        return value
    }
}

extension HostAlignment {
    /// Where a span of `length` starts inside `available` cells along the horizontal axis.
    func horizontalOffset(_ length: Int, in available: Int) -> Int {
        switch self {
        case .leading, .topLeading, .bottomLeading: 0
        case .trailing, .topTrailing, .bottomTrailing: max(0, available - length)
        case .center, .top, .bottom: max(0, (available - length) / 2)
        }
    }

    /// Where a span of `length` starts inside `available` cells along the vertical axis.
    func verticalOffset(_ length: Int, in available: Int) -> Int {
        switch self {
        case .top, .topLeading, .topTrailing: 0
        case .bottom, .bottomLeading, .bottomTrailing: max(0, available - length)
        case .center, .leading, .trailing: max(0, (available - length) / 2)
        }
    }
}
