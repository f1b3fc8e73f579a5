import LoomHost

/// `ScrollViewProxy.scrollTo(_:anchor:)` in the terminal. A `ScrollViewReader`'s host element
/// (a `container` styled `scrollReader`) carries each request as its value,
/// `to:<element id>,<block>,<request number>`, the same token the page acts on. The layout notes
/// where it placed the named element and which scroll view it scrolls with; the renderer then
/// moves that scroll view (see `TerminalRenderer.answerScrollRequests`), once per request
/// number, so the user can scroll away afterwards. A lazy stack's row was already built by the
/// engine (its window moved to the row), so the row is placed like any other.
struct ScrollRequest: Hashable, Sendable {
    typealias Block = HostScrollRequest.Block

    var reader: HostElementID
    var number: Int
    var target: HostElementID
    var block: Block
    /// Where the target was placed (unclipped), once the layout met it.
    var rect: CellRect?
    /// The scroll view the target scrolls with.
    var scroller: HostElementID?

    /// The request a reader's value names, or nil when it names none or is malformed (then
    /// nothing scrolls and nothing else is affected).
    init?(reader element: HostElementSnapshot) {
        guard element.kind == .container, element.styleValue == "scrollReader",
            case .value(let token)? = element.properties[.value], let request = HostScrollRequest(token: token)
        else { return nil }
        reader = element.id
        number = request.number
        target = request.target
        block = request.block
    }

    /// The offset that shows `rect` in `region` lined up by the block, within the content.
    func offset(in region: ScrollRegion) -> Int {
        guard let rect else { return region.offset }
        let top = rect.y - region.viewport.y + region.offset
        let height = region.viewport.height
        let offset: Int
        switch block {
        case .start: offset = top
        case .end: offset = top + rect.height - height
        case .center: offset = top - (height - rect.height) / 2
        case .nearest:
            if rect.y < region.viewport.y {
                offset = top
            } else if rect.maxY > region.viewport.maxY {
                // The least scroll that shows it, its top first when it is taller than the view.
                offset = region.offset + min(rect.maxY - region.viewport.maxY, rect.y - region.viewport.y)
            } else {
                offset = region.offset
            }
        }
        return min(max(0, offset), region.maximumOffset)
    }
}

extension TerminalLayout {
    /// Notes a reader's request the renderer has not answered yet, so placing its content
    /// records where the target lands.
    mutating func recordScrollRequest(_ element: HostElementSnapshot) {
        guard let request = ScrollRequest(reader: element), state.answeredScrollRequests[element.id] != request.number else { return }
        scrollRequests.append(request)
    }

    /// Whether `element` is a pending request's target; if so, notes where it was placed.
    mutating func noteScrollTarget(_ element: HostElementSnapshot, rect: CellRect) {
        for index in scrollRequests.indices where scrollRequests[index].target == element.id && scrollRequests[index].rect == nil {
            scrollRequests[index].rect = rect
            scrollRequests[index].scroller = scrollers.last
        }
    }

    /// Whether `element` holds a pending request's target not placed yet: such a child is laid
    /// out even when it is out of view, to learn the target's exact place.
    func holdsPendingScrollTarget(_ element: HostElementSnapshot) -> Bool {
        guard scrollRequests.contains(where: { $0.rect == nil }) else { return false }
        var stack = [element]
        while let next = stack.popLast() {
            if scrollRequests.contains(where: { $0.target == next.id && $0.rect == nil }) { return true }
            stack.append(contentsOf: next.children)
        }
        return false
    }
}

extension TerminalRenderer {
    /// Moves each scroll view a new request names so its target shows, lined up by the
    /// request's anchor; whether any moved. Each request is answered once, found or not. Focus
    /// inside a moved scroll view follows into the new view (to the target when it takes
    /// focus), or laying out again would scroll straight back to it.
    mutating func answerScrollRequests() -> Bool {
        var moved = false
        for request in layout.scrollRequests {
            state.answeredScrollRequests[request.reader] = request.number
            guard let scroller = request.scroller, let region = layout.scrollRegions.first(where: { $0.id == scroller }) else { continue }
            let offset = request.offset(in: region)
            guard offset != region.offset else { continue }
            state.scrollOffsets[scroller] = offset
            moved = true
            let visible = CellRect(
                x: region.viewport.x, y: region.viewport.y + offset - region.offset, width: region.viewport.width, height: region.viewport.height)
            guard let focused = focusedTarget, focused.scroller == scroller, visible.intersection(focused.rect).height < focused.rect.height
            else { continue }
            let inView = layout.activeTargets.filter { $0.scroller == scroller && visible.intersection($0.rect).height == $0.rect.height }
            if let replacement = inView.first(where: { $0.id == request.target }) ?? inView.first { state.focus = replacement.id }
        }
        return moved
    }
}
