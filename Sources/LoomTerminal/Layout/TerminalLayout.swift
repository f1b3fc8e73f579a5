import LoomHost

/// Lays a host tree out in character cells and draws it into a ``CellBuffer``, SwiftUI's way:
/// a parent proposes a size, the child chooses its own, the parent places it.
///
/// One value per frame: it also collects what input handling needs from the frame (the
/// focusable elements in reading order, the scroll regions, the caret).
/// ```swift
/// let layout = TerminalLayout(tree.snapshot(), size: CellSize(width: 80, height: 24))
/// print(layout.buffer.text)
/// ```
public struct TerminalLayout: Sendable {
    /// The drawn frame.
    public private(set) var buffer: CellBuffer
    /// Where the caret should show (a focused text field), if anywhere.
    public private(set) var cursor: CursorPosition?
    let state: TerminalViewState
    private(set) var targets: [FocusTarget] = []
    private(set) var scrollRegions: [ScrollRegion] = []
    /// Vertical lazy stacks, where their built rows are (see `TerminalLayout+LazyRows.swift`).
    var lazyStacks: [LazyStackPlacement] = []
    /// Geometry readers and the cells each was given (see `TerminalLayout+Geometry.swift`).
    var geometryReaders: [GeometryPlacement] = []
    /// The `scrollTo` requests not answered yet, and where their targets were placed (see
    /// `TerminalLayout+ScrollTo.swift`).
    var scrollRequests: [ScrollRequest] = []
    /// Alerts and modal screens met in the flow, drawn over it afterwards in tree order.
    var overlays: [HostElementSnapshot] = []
    /// The overlay being drawn (0: the main content).
    var layer = 0
    var scrollers: [HostElementID] = []
    private var sizes: [SizeKey: CellSize] = [:]

    private struct SizeKey: Hashable {
        var id: HostElementID
        var layer: Int
        var proposal: CellProposal
        var axis: LayoutAxis?
    }

    /// Lays out `root` on a screen of `size`, showing `state` (focus, scrolling, carets).
    public init(_ root: HostElementSnapshot, size: CellSize, state: TerminalViewState = TerminalViewState()) {
        buffer = CellBuffer(width: size.width, height: size.height)
        self.state = state
        // Each element is measured for a few proposals: sized once, the cache never rehashes.
        sizes.reserveCapacity(4 * Self.count(root))
        let screen = buffer.bounds
        placeStack(root.children, axis: .vertical, spacing: 0, alignment: .leading, in: screen, clip: screen)
        drawOverlays()
    }

    private static func count(_ element: HostElementSnapshot) -> Int {
        element.children.reduce(1) { $0 + count($1) }
    }

    /// The focusable elements of the topmost layer, in reading order (tree order).
    var activeTargets: [FocusTarget] {
        let top = targets.map(\.layer).max() ?? 0
        return targets.filter { $0.layer == top }
    }

    /// A focusable element of this layout, by id.
    func element(_ id: HostElementID) -> HostElementSnapshot? {
        targets.first { $0.id == id }?.element
    }

    /// The topmost layer drawn (0 when no overlay shows).
    var topLayer: Int { overlays.count }

    // MARK: Measuring

    /// The size `element` chooses for `proposal`, modifiers included.
    mutating func measure(_ element: HostElementSnapshot, _ proposal: CellProposal, axis: LayoutAxis?) -> CellSize {
        measure(element, layer: element.boxModifiers.count, proposal, axis: axis)
    }

    /// The size of `element` wrapped in its first `layer` modifiers.
    mutating func measure(_ element: HostElementSnapshot, layer: Int, _ proposal: CellProposal, axis: LayoutAxis?) -> CellSize {
        let key = SizeKey(id: element.id, layer: layer, proposal: proposal, axis: axis)
        if let size = sizes[key] { return size }
        let size: CellSize
        if layer == 0 {
            size = measureContent(element, proposal, axis: axis)
        } else {
            switch element.boxModifiers[layer - 1] {
            case .padding(let insets):
                let edges = Edges(insets)
                let inner = measure(element, layer: layer - 1, edges.shrink(proposal), axis: axis)
                size = CellSize(width: inner.width + edges.leading + edges.trailing, height: inner.height + edges.top + edges.bottom)
            case .frame(let frame):
                let bounds = FrameBounds(frame)
                let inner = measure(element, layer: layer - 1, bounds.childProposal(proposal), axis: axis)
                size = bounds.size(proposal, child: inner)
            case .background, .opacity:
                size = measure(element, layer: layer - 1, proposal, axis: axis)
            }
        }
        sizes[key] = size
        return size
    }

    private mutating func measureContent(_ element: HostElementSnapshot, _ proposal: CellProposal, axis: LayoutAxis?) -> CellSize {
        if element.isOverlay { return .zero }
        let width = proposal.width.flatMap { $0 >= CellMetrics.unlimited ? nil : $0 }
        let height = proposal.height.flatMap { $0 >= CellMetrics.unlimited ? nil : $0 }
        if let size = measureFormElement(element, width: width, height: height) { return size }
        switch element.kind {
        case .text:
            let lines = TextWrapping.lines(element.textValue ?? "", width: width)
            return CellSize(width: lines.map { DisplayWidth.of($0) }.max() ?? 0, height: lines.count)
        case .button:
            if element.children.isEmpty { return CellSize(width: DisplayWidth.of(Controls.buttonLabel(element)), height: 1) }
            let inner = stackSize(element.children, axis: .horizontal, spacing: 1, CellProposal(width: width.map { $0 - 2 }, height: proposal.height))
            return CellSize(width: inner.width + 2, height: max(1, inner.height))
        case .toggle:
            let label = DisplayWidth.of(Controls.toggleLabel(element))
            if axis == .horizontal, element.isSwitch, let width { return CellSize(width: max(label, width), height: 1) }
            return CellSize(width: label, height: 1)
        case .textField, .secureField:
            return CellSize(width: width ?? max(Controls.fieldWidth, DisplayWidth.of(element.placeholderValue) + 2), height: 1)
        case .divider:
            return axis == .horizontal ? CellSize(width: 1, height: height ?? 1) : CellSize(width: width ?? 1, height: 1)
        case .spacer:
            switch axis {
            case .horizontal?: return CellSize(width: width ?? 0, height: 0)
            case .vertical?: return CellSize(width: 0, height: height ?? 0)
            case nil: return CellSize(width: width ?? 0, height: height ?? 0)
            }
        case .image:
            return CellSize(width: DisplayWidth.of(Controls.glyph(element.symbolName ?? "")), height: 1)
        case .hstack:
            return stackSize(element.children, axis: .horizontal, spacing: stackSpacing(element, .horizontal), proposal)
        case .zstack:
            var size = CellSize.zero
            for child in element.children where !child.isOverlay {
                let childSize = measure(child, proposal, axis: nil)
                size = CellSize(width: max(size.width, childSize.width), height: max(size.height, childSize.height))
            }
            return size
        case .scrollView, .list, .form:
            let content = stackSize(element.children, axis: .vertical, spacing: stackSpacing(element, .vertical), CellProposal(width: width, height: nil))
            // A horizontal scroll view is as tall as its content: only its width is given.
            let isHorizontal = element.styleValue == "horizontal"
            return CellSize(width: width ?? content.width, height: isHorizontal ? content.height : height ?? content.height)
        case .container where HostGeometry.isReader(element.properties):
            return measureGeometryReader(element, width: width, height: height)
        case .container where element.isLabelledRow:
            return stackSize(element.children, axis: .horizontal, spacing: 1, proposal)
        default:
            // Stacks, containers, the root and kinds this renderer does not know yet: their
            // own text (if any) above their children, top to bottom.
            var size = stackSize(element.children, axis: .vertical, spacing: stackSpacing(element, .vertical), proposal)
            if let header = Controls.header(element) {
                size = CellSize(width: max(size.width, DisplayWidth.of(header)), height: size.height + 1)
            }
            return size
        }
    }

    /// The gap between a stack's children, in cells along `axis`.
    func stackSpacing(_ element: HostElementSnapshot, _ axis: LayoutAxis) -> Int {
        guard let spacing = element.spacingValue else {
            // Rows of a form stand a blank line apart; a row of controls a column apart.
            if element.kind == .form { return axis == .vertical ? 1 : 0 }
            return axis == .horizontal && element.kind == .hstack ? 1 : 0
        }
        return axis == .horizontal ? CellMetrics.columns(spacing) : CellMetrics.rows(spacing)
    }

    /// The size of children stacked along `axis`.
    mutating func stackSize(_ children: [HostElementSnapshot], axis: LayoutAxis, spacing: Int, _ proposal: CellProposal) -> CellSize {
        let sizes = stackSizes(children, axis: axis, spacing: spacing, proposal)
        let flow = children.indices.filter { !children[$0].isOverlay }
        let gaps = max(0, flow.count - 1) * spacing
        switch axis {
        case .vertical:
            return CellSize(width: flow.map { sizes[$0].width }.max() ?? 0, height: flow.reduce(gaps) { $0 + sizes[$1].height })
        case .horizontal:
            return CellSize(width: flow.reduce(gaps) { $0 + sizes[$1].width }, height: flow.map { sizes[$0].height }.max() ?? 0)
        }
    }

    /// Each child's size in a stack: fixed children take their ideal length, flexible ones
    /// (spacers, infinite frames, scroll views) share what is left; an overfull row of text
    /// shrinks its widest children so their text wraps.
    mutating func stackSizes(_ children: [HostElementSnapshot], axis: LayoutAxis, spacing: Int, _ proposal: CellProposal) -> [CellSize] {
        let cross = axis == .vertical ? proposal.width : proposal.height
        func along(_ length: Int?) -> CellProposal {
            axis == .vertical ? CellProposal(width: cross, height: length) : CellProposal(width: length, height: cross)
        }
        func length(_ size: CellSize) -> Int { axis == .vertical ? size.height : size.width }
        var sizes = children.map { $0.isOverlay ? CellSize.zero : measure($0, along(nil), axis: axis) }
        let available = axis == .vertical ? proposal.height : proposal.width
        guard let available, available < CellMetrics.unlimited else { return sizes }
        let flow = children.indices.filter { !children[$0].isOverlay }
        var flexible: [Int] = []
        for index in flow {
            let child = children[index]
            // Scroll views take what they are given, however tall their content (a horizontal
            // one is as tall as its content: see `measureContent`).
            let scrolls = axis == .vertical && [.scrollView, .list, .form].contains(child.kind) && child.styleValue != "horizontal"
            guard child.kind == .spacer || scrolls || Self.mayGrow(child) else { continue }
            let offered = length(measure(child, along(available), axis: axis))
            // Flexible too, down the screen, is what is shorter when offered less than its
            // ideal length: a stack holding a scroll view, whose ideal is all of its rows.
            if child.kind == .spacer || scrolls || offered > length(sizes[index]) || (axis == .vertical && offered < length(sizes[index])) {
                flexible.append(index)
            }
        }
        let fixed = flow.filter { !flexible.contains($0) }
        var remaining = available - max(0, flow.count - 1) * spacing - fixed.reduce(0) { $0 + length(sizes[$1]) }
        if remaining < 0, axis == .horizontal {
            for index in fixed.sorted(by: { sizes[$0].width > sizes[$1].width }) where remaining < 0 {
                let target = max(1, sizes[index].width + remaining)
                let shrunk = measure(children[index], along(target), axis: axis)
                remaining += sizes[index].width - shrunk.width
                sizes[index] = shrunk
            }
        }
        var left = flexible.count
        for index in flexible {
            let share = max(0, remaining) / max(1, left)
            var size = measure(children[index], along(share), axis: axis)
            if children[index].kind == .spacer { size = axis == .vertical ? CellSize(width: 0, height: share) : CellSize(width: share, height: 0) }
            sizes[index] = size
            remaining -= length(size)
            left -= 1
        }
        return sizes
    }

    // MARK: Recording what input needs

    mutating func addTarget(_ element: HostElementSnapshot, rect: CellRect, clip: CellRect) {
        guard element.isFocusable else { return }
        targets.append(FocusTarget(
            id: element.id, kind: element.kind, element: element, rect: rect, visible: rect.intersection(clip), layer: layer, scroller: scrollers.last))
    }

    mutating func addScrollRegion(_ region: ScrollRegion) { scrollRegions.append(region) }

    mutating func setCursor(_ position: CursorPosition) { cursor = position }

    mutating func draw(_ change: (inout CellBuffer) -> Void) { change(&buffer) }
}
