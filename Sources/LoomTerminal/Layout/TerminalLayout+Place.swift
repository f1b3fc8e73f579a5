import LoomHost

extension TerminalLayout {
    /// Draws `element` (modifiers included) into `rect`, showing only what falls inside `clip`.
    mutating func place(_ element: HostElementSnapshot, in rect: CellRect, clip: CellRect, axis: LayoutAxis?) {
        if !scrollRequests.isEmpty { noteScrollTarget(element, rect: rect) }
        place(element, layer: element.boxModifiers.count, in: rect, clip: clip, axis: axis)
    }

    private mutating func place(_ element: HostElementSnapshot, layer: Int, in rect: CellRect, clip: CellRect, axis: LayoutAxis?) {
        if layer == 0 {
            placeContent(element, in: rect, clip: clip, axis: axis)
            return
        }
        switch element.boxModifiers[layer - 1] {
        case .padding(let insets):
            let edges = Edges(insets)
            place(element, layer: layer - 1, in: rect.inset(top: edges.top, leading: edges.leading, bottom: edges.bottom, trailing: edges.trailing), clip: clip, axis: axis)
        case .frame(let frame):
            let bounds = FrameBounds(frame)
            let proposal = bounds.childProposal(CellProposal(width: rect.width, height: rect.height))
            let inner = measure(element, layer: layer - 1, proposal, axis: axis)
            let width = min(inner.width, rect.width)
            let height = min(inner.height, rect.height)
            let child = CellRect(
                x: rect.x + bounds.alignment.horizontalOffset(width, in: rect.width),
                y: rect.y + bounds.alignment.verticalOffset(height, in: rect.height), width: width, height: height)
            place(element, layer: layer - 1, in: child, clip: clip.intersection(rect), axis: axis)
        case .background(let color):
            let background = TerminalColor(color)
            if background != nil { draw { $0.fill(rect, background: background, clip: clip) } }
            place(element, layer: layer - 1, in: rect, clip: clip, axis: axis)
        case .opacity(let opacity):
            guard opacity > 0.05 else { return }
            place(element, layer: layer - 1, in: rect, clip: clip, axis: axis)
            if opacity < 0.75 { draw { $0.restyle(rect, clip: clip) { $0.dim = true } } }
        }
    }

    private mutating func placeContent(_ element: HostElementSnapshot, in rect: CellRect, clip: CellRect, axis: LayoutAxis?) {
        if element.isOverlay {
            overlays.append(element)
            return
        }
        if placeFormElement(element, in: rect, clip: clip) { return }
        switch element.kind {
        case .text:
            let style = element.textStyle
            let lines = TextWrapping.lines(element.textValue ?? "", width: rect.width)
            for (index, line) in lines.enumerated() where index < rect.height {
                draw { $0.write(line, column: rect.x, row: rect.y + index, style: style, clip: clip.intersection(rect)) }
            }
        case .button:
            placeButton(element, in: rect, clip: clip)
        case .toggle:
            addTarget(element, rect: rect, clip: clip)
            var style = element.textStyle
            if state.focus == element.id { style.inverse = true }
            draw { $0.write(Controls.toggleLabel(element), column: rect.x, row: rect.y, style: style, clip: clip.intersection(rect)) }
        case .textField, .secureField:
            placeField(element, in: rect, clip: clip)
        case .divider:
            let line = axis == .horizontal
                ? Array(repeating: "│", count: rect.height) : [String(repeating: "─", count: rect.width)]
            for (index, text) in line.enumerated() {
                draw { $0.write(text, column: rect.x, row: rect.y + index, style: CellStyle(dim: true), clip: clip) }
            }
        case .spacer:
            break
        case .image:
            draw { $0.write(Controls.glyph(element.symbolName ?? ""), column: rect.x, row: rect.y, style: element.textStyle, clip: clip.intersection(rect)) }
        case .hstack:
            placeStack(element.children, axis: .horizontal, spacing: stackSpacing(element, .horizontal), alignment: element.alignmentValue ?? .center, in: rect, clip: clip)
        case .zstack:
            let alignment = element.alignmentValue ?? .center
            for child in element.children {
                if child.isOverlay {
                    overlays.append(child)
                    continue
                }
                let size = measure(child, CellProposal(width: rect.width, height: rect.height), axis: nil)
                let width = min(size.width, rect.width)
                let height = min(size.height, rect.height)
                let childRect = CellRect(
                    x: rect.x + alignment.horizontalOffset(width, in: rect.width),
                    y: rect.y + alignment.verticalOffset(height, in: rect.height), width: width, height: height)
                place(child, in: childRect, clip: clip, axis: nil)
            }
        case .scrollView, .list, .form:
            placeScroller(element, in: rect, clip: clip)
        case .container where element.isLabelledRow:
            placeStack(element.children, axis: .horizontal, spacing: 1, alignment: .center, in: rect, clip: clip)
        default:
            var content = rect
            if let header = Controls.header(element) {
                let style = header == Controls.backLabel ? CellStyle(dim: true) : element.textStyle
                draw { $0.write(header, column: rect.x, row: rect.y, style: style, clip: clip.intersection(rect)) }
                content = CellRect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
            }
            let alignment = element.alignmentValue ?? (element.kind == .vstack ? .center : .leading)
            if let rows = element.verticalLazyRows { recordLazyStack(element, rows: rows, in: content) }
            if element.kind == .container, HostGeometry.isReader(element.properties) { recordGeometryReader(element, in: content) }
            if element.kind == .container { recordScrollRequest(element) }
            placeStack(element.children, axis: .vertical, spacing: stackSpacing(element, .vertical), alignment: alignment, in: content, clip: clip)
        }
    }

    /// Lays children out along `axis` inside `rect`, lining them up across it by `alignment`.
    mutating func placeStack(
        _ children: [HostElementSnapshot], axis: LayoutAxis, spacing: Int, alignment: HostAlignment, in rect: CellRect, clip: CellRect
    ) {
        let sizes = stackSizes(children, axis: axis, spacing: spacing, CellProposal(width: rect.width, height: rect.height))
        var position = axis == .vertical ? rect.y : rect.x
        var first = true
        for (index, child) in children.enumerated() {
            if child.isOverlay {
                overlays.append(child)
                continue
            }
            if !first { position += spacing }
            first = false
            let size = sizes[index]
            let childRect: CellRect
            switch axis {
            case .vertical:
                let width = min(size.width, rect.width)
                childRect = CellRect(x: rect.x + alignment.horizontalOffset(width, in: rect.width), y: position, width: width, height: size.height)
                position += size.height
            case .horizontal:
                let height = min(size.height, rect.height)
                childRect = CellRect(x: position, y: rect.y + alignment.verticalOffset(height, in: rect.height), width: size.width, height: height)
                position += size.width
            }
            if axis == .vertical, childRect.height > 0, childRect.intersection(clip).isEmpty, !holdsPendingScrollTarget(child) {
                recordOutOfView(child, rect: childRect, clip: clip)
            } else {
                place(child, in: childRect, clip: clip, axis: axis)
            }
        }
    }

    /// A child scrolled (or pushed) out of view: nothing of it is drawn, so it is not laid out
    /// inside; its controls still join the focus order (Tab reaches them and scrolls them into
    /// view, shortcuts find them) at the child's own place, and its alerts still show. This is
    /// what keeps a frame of a long list proportional to the rows on screen.
    private mutating func recordOutOfView(_ element: HostElementSnapshot, rect: CellRect, clip: CellRect) {
        if element.isOverlay {
            overlays.append(element)
            return
        }
        addTarget(element, rect: rect, clip: clip)
        for child in element.children { recordOutOfView(child, rect: rect, clip: clip) }
    }

    private mutating func placeButton(_ element: HostElementSnapshot, in rect: CellRect, clip: CellRect) {
        addTarget(element, rect: rect, clip: clip)
        let focused = state.focus == element.id
        var style = element.textStyle
        if element.children.isEmpty {
            style.inverse = focused
            draw { $0.write(Controls.buttonLabel(element), column: rect.x, row: rect.y, style: style, clip: clip.intersection(rect)) }
            return
        }
        let inner = CellRect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: rect.height)
        draw { $0.write("[", column: rect.x, row: rect.y, style: style, clip: clip) }
        placeStack(element.children, axis: .horizontal, spacing: 1, alignment: .center, in: inner, clip: clip.intersection(rect))
        draw { $0.write("]", column: rect.maxX - 1, row: rect.y, style: style, clip: clip) }
        // The label takes the button's colour where it has none of its own, as a tinted or
        // destructive button's icon does in SwiftUI.
        let tint = style.foreground
        if focused || element.isDisabled || tint != nil {
            draw { $0.restyle(rect, clip: clip) { cell in
                if cell.foreground == nil { cell.foreground = tint }
                if focused { cell.inverse = true }
                if element.isDisabled { cell.dim = true }
            } }
        }
    }

    private mutating func placeField(_ element: HostElementSnapshot, in rect: CellRect, clip: CellRect) {
        addTarget(element, rect: rect, clip: clip)
        let focused = state.focus == element.id
        let value = element.kind == .secureField
            ? String(repeating: "•", count: (state.secrets[element.id] ?? "").count) : element.fieldValue
        var style = CellStyle(underline: true, inverse: focused)
        if element.isDisabled { style.dim = true }
        let area = clip.intersection(rect)
        draw { $0.clear(CellRect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: style, clip: area) }
        if value.isEmpty {
            var placeholder = style
            placeholder.dim = true
            draw { $0.write(element.placeholderValue, column: rect.x, row: rect.y, style: placeholder, clip: area) }
            if focused { setCursor(CursorPosition(column: rect.x, row: rect.y)) }
            return
        }
        let characters = Array(value)
        let caret = min(state.cursors[element.id] ?? characters.count, characters.count)
        // Scroll the value sideways so the caret stays inside the field.
        var start = 0
        while start < caret, DisplayWidth.of(String(characters[start..<caret])) >= rect.width { start += 1 }
        let shown = String(characters[start...])
        draw { $0.write(shown, column: rect.x, row: rect.y, style: style, clip: area) }
        if focused {
            let column = rect.x + DisplayWidth.of(String(characters[start..<caret]))
            if area.contains(column: column, row: rect.y) { setCursor(CursorPosition(column: column, row: rect.y)) }
        }
    }

    private mutating func placeScroller(_ element: HostElementSnapshot, in rect: CellRect, clip: CellRect) {
        let spacing = stackSpacing(element, .vertical)
        var width = rect.width
        var content = stackSize(element.children, axis: .vertical, spacing: spacing, CellProposal(width: width, height: nil))
        let overflows = content.height > rect.height
        if overflows {
            width -= 1
            content = stackSize(element.children, axis: .vertical, spacing: spacing, CellProposal(width: width, height: nil))
        }
        let region = ScrollRegion(id: element.id, viewport: rect, contentHeight: content.height, offset: 0, layer: layer)
        let offset = min(max(0, state.scrollOffsets[element.id] ?? 0), region.maximumOffset)
        addScrollRegion(ScrollRegion(id: element.id, viewport: rect, contentHeight: content.height, offset: offset, layer: layer))
        let viewport = CellRect(x: rect.x, y: rect.y, width: width, height: rect.height)
        scrollers.append(element.id)
        let alignment = element.alignmentValue ?? .leading
        placeStack(
            element.children, axis: .vertical, spacing: spacing, alignment: alignment,
            in: CellRect(x: rect.x, y: rect.y - offset, width: width, height: content.height), clip: clip.intersection(viewport))
        scrollers.removeLast()
        if overflows, rect.height > 0 {
            let thumb = max(1, rect.height * rect.height / max(1, content.height))
            let top = region.maximumOffset == 0 ? 0 : (rect.height - thumb) * offset / region.maximumOffset
            for row in 0..<rect.height {
                let mark = row >= top && row < top + thumb ? "┃" : "│"
                draw { $0.write(mark, column: rect.maxX - 1, row: rect.y + row, style: CellStyle(dim: mark == "│"), clip: clip) }
            }
        }
    }
}
