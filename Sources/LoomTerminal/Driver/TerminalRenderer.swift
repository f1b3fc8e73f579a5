import LoomHost

/// The terminal renderer without a terminal: a replica of the host tree fed with mutation
/// batches, the view state (focus, scrolling, carets), and the cells last written, so each
/// frame is the bytes that change what the terminal shows into the new layout.
///
/// A pure state machine in the manner of swift-nio's: it returns bytes and commands and leaves
/// the I/O to its caller (``TerminalDriver``), so tests and benchmarks run it as it is.
/// ```swift
/// var renderer = TerminalRenderer(size: CellSize(width: 80, height: 24))
/// try renderer.apply(tree.takeMutations())
/// let frame = renderer.frame()          // frame.bytes, frame.changedCells
/// for command in renderer.handle(.key(.enter)) { … }
/// ```
public struct TerminalRenderer: Sendable {
    private(set) var replica = HostReplica()
    /// The screen size in cells.
    public private(set) var size: CellSize
    /// How many colours the output uses.
    public var colorDepth: ColorDepth
    /// Focus, scroll offsets, carets and secure-field entries.
    public internal(set) var state = TerminalViewState()
    /// The focus last held on each layer (0: the main content, 1…: overlays), so closing an
    /// alert gives focus back to where it was.
    var focusMemory: [Int: HostElementID] = [:]
    /// The element the app last asked to focus (`@FocusState`), honoured once per request so
    /// Tab can still move on.
    var requestedFocus: HostElementID?
    private var shown: CellBuffer?
    private var shownCursor: CursorPosition?
    /// The layout of the last frame, which input handling reads.
    private(set) var layout: TerminalLayout
    /// The visible rows last reported for each lazy stack (see `TerminalLayout+LazyRows.swift`).
    var reportedLazyRows: [HostElementID: String] = [:]
    /// The size last reported to each geometry reader (see `TerminalLayout+Geometry.swift`).
    var reportedGeometry: [HostElementID: String] = [:]

    /// A renderer for a screen of `size`, with no frame written yet.
    public init(size: CellSize, colorDepth: ColorDepth = .trueColor) {
        self.size = size
        self.colorDepth = colorDepth
        layout = TerminalLayout(HostElementSnapshot(id: .root, kind: .root), size: size)
    }

    /// Applies a batch of mutations taken from the app's host tree.
    public mutating func apply(_ batch: [HostMutation]) throws(HostReplicaError) {
        try replica.apply(batch)
    }

    /// The tree as the renderer knows it (from mutations only).
    public var snapshot: HostElementSnapshot { replica.snapshot() }

    /// The cells of the last frame.
    public var screen: CellBuffer { layout.buffer }

    /// A new screen size: the next frame is a full redraw.
    public mutating func resize(to size: CellSize) {
        self.size = size
        shown = nil
    }

    /// Forgets what the terminal shows, so the next frame redraws every cell (Ctrl-L, or
    /// after another program wrote to the screen).
    public mutating func invalidate() {
        shown = nil
        shownCursor = nil
    }

    /// Lays the tree out and returns the bytes that bring the terminal up to date: only the
    /// changed cells, or everything after ``resize(to:)`` and ``invalidate()``.
    public mutating func frame() -> TerminalFrame {
        relayout()
        let frame = FrameEncoder.encode(from: shown, to: layout.buffer, depth: colorDepth, cursor: layout.cursor, previousCursor: shownCursor)
        shown = layout.buffer
        shownCursor = layout.cursor
        return frame
    }

    /// A full redraw of the current layout, whatever the terminal shows: the baseline a diffed
    /// frame is compared with.
    public mutating func fullRedraw() -> TerminalFrame {
        invalidate()
        return frame()
    }

    /// Lays out the tree, settling focus on the topmost layer and scrolling it into view.
    mutating func relayout() {
        let root = replica.snapshot().withoutKeptContent
        let laidOutFocus = state.focus
        layout = TerminalLayout(root, size: size, state: state)
        let targets = layout.activeTargets
        let top = targets.first?.layer ?? 0
        let requested = targets.first { $0.element.properties[.focused] == .focused(true) }?.id
        if requested != requestedFocus {
            requestedFocus = requested
            if let requested { state.focus = requested }
        }
        if let focus = state.focus, targets.contains(where: { $0.id == focus }) {
            focusMemory[top] = focus
        } else {
            let remembered = focusMemory[top].flatMap { id in targets.first { $0.id == id } }
            state.focus = (remembered ?? targets.first)?.id
            focusMemory[top] = state.focus
        }
        if state.focus != laidOutFocus { layout = TerminalLayout(root, size: size, state: state) }
        if answerScrollRequests() { layout = TerminalLayout(root, size: size, state: state) }
        if scrollFocusIntoView() { layout = TerminalLayout(root, size: size, state: state) }
    }

    /// Moves the focused element's scroll view so the element shows; whether it moved.
    private mutating func scrollFocusIntoView() -> Bool {
        guard let focus = state.focus, let target = layout.activeTargets.first(where: { $0.id == focus }),
            let scroller = target.scroller, let region = layout.scrollRegions.first(where: { $0.id == scroller })
        else { return false }
        var offset = region.offset
        if target.rect.y < region.viewport.y {
            offset -= region.viewport.y - target.rect.y
        } else if target.rect.maxY > region.viewport.maxY {
            offset += min(target.rect.maxY - region.viewport.maxY, target.rect.y - region.viewport.y)
        }
        offset = min(max(0, offset), region.maximumOffset)
        guard offset != region.offset else { return false }
        state.scrollOffsets[scroller] = offset
        return true
    }
}

/// What the renderer asks its driver to do after an input.
public enum TerminalCommand: Hashable, Sendable {
    /// Deliver this event through `HostTree.send`.
    case send(HostEvent)
    /// The user asked to quit (Ctrl-C).
    case quit
    /// Redraw every cell (Ctrl-L).
    case redraw
    /// Escape with nothing to dismiss: the host may go back (the showcase returns to its menu).
    case back
}
