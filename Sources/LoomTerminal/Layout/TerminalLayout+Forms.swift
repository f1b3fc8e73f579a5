import LoomHost

extension TerminalLayout {
    /// The size of a form, navigation or presentation element; nil for other kinds.
    mutating func measureFormElement(_ element: HostElementSnapshot, width: Int?, height: Int?) -> CellSize? {
        let label = DisplayWidth.of(element.textValue.map { $0 + " " } ?? "")
        switch element.kind {
        case .picker: return CellSize(width: DisplayWidth.of(FormControls.pickerLine(element)), height: 1)
        case .slider, .progress: return CellSize(width: width ?? 26, height: 1)
        case .datePicker: return CellSize(width: DisplayWidth.of(element.fieldValue) + 4, height: 1)
        case .link: return CellSize(width: DisplayWidth.of(element.shownText) + 2, height: 1)
        case .heading:
            let lines = TextWrapping.lines(element.textValue ?? "", width: width)
            return CellSize(width: lines.map { DisplayWidth.of($0) }.max() ?? 0, height: lines.count)
        case .textEditor:
            let lines = element.fieldValue.split(separator: "\n", omittingEmptySubsequences: false).count
            return CellSize(width: width ?? 30, height: height ?? max(3, lines))
        case .navigationStack:
            guard let last = element.children.last(where: { !$0.isOverlay }) else { return .zero }
            return measure(last, CellProposal(width: width, height: height), axis: .vertical)
        case .navigationBar:
            let items = stackSize(element.children, axis: .horizontal, spacing: 2, CellProposal(width: width, height: nil))
            return CellSize(width: width ?? (label + items.width), height: max(1, items.height) + 1)
        case .disclosure:
            guard let first = element.children.first else { return CellSize(width: label + 2, height: 1) }
            let head = measure(first, CellProposal(width: width.map { $0 - 2 }, height: nil), axis: .vertical)
            var size = CellSize(width: head.width + 2, height: max(1, head.height))
            if element.isOnValue {
                let rest = stackSize(Array(element.children.dropFirst()), axis: .vertical, spacing: 0, CellProposal(width: width.map { $0 - 2 }, height: nil))
                size = CellSize(width: max(size.width, rest.width + 2), height: size.height + rest.height)
            }
            return size
        default: return nil
        }
    }

    /// Draws a form, navigation or presentation element; false for other kinds.
    mutating func placeFormElement(_ element: HostElementSnapshot, in rect: CellRect, clip: CellRect) -> Bool {
        let area = clip.intersection(rect)
        var style = element.textStyle
        let focused = state.focus == element.id
        let label = element.textValue.map { $0 + " " } ?? ""
        switch element.kind {
        case .picker:
            addTarget(element, rect: rect, clip: clip)
            style.inverse = focused
            draw { $0.write(FormControls.pickerLine(element), column: rect.x, row: rect.y, style: style, clip: area) }
        case .slider, .progress:
            if element.kind == .slider { addTarget(element, rect: rect, clip: clip) }
            let suffix = element.kind == .progress
                ? FormControls.fraction(element).map { " \(Int(($0 * 100).rounded()))%" } ?? "" : " " + FormControls.number(element.numberValue(.number) ?? 0)
            let width = max(0, rect.width - DisplayWidth.of(suffix))
            let bar = element.kind == .slider
                ? FormControls.bar(FormControls.fraction(element) ?? 0, width: width, fill: "━", rest: "─", knob: "●")
                : FormControls.fraction(element).map { FormControls.bar($0, width: width, fill: "█", rest: "░") }
                    ?? String(String(repeating: "·", count: width))
            style.inverse = focused
            draw { $0.write(bar + suffix, column: rect.x, row: rect.y, style: style, clip: area) }
        case .datePicker:
            addTarget(element, rect: rect, clip: clip)
            style.inverse = focused
            draw { $0.write("[ " + element.fieldValue + " ]", column: rect.x, row: rect.y, style: style, clip: area) }
        case .link:
            addTarget(element, rect: rect, clip: clip)
            style.underline = true
            style.inverse = focused
            style.foreground = style.foreground ?? .standard(12)
            draw { $0.write(element.shownText + " ↗", column: rect.x, row: rect.y, style: style, clip: area) }
        case .heading:
            style.bold = true
            for (index, line) in TextWrapping.lines(element.textValue ?? "", width: rect.width).enumerated() where index < rect.height {
                draw { $0.write(line, column: rect.x, row: rect.y + index, style: style, clip: area) }
            }
        case .textEditor:
            placeEditor(element, in: rect, clip: clip)
        case .navigationStack:
            if let last = element.children.last(where: { !$0.isOverlay }) { place(last, in: rect, clip: clip, axis: .vertical) }
            overlays += element.children.filter(\.isOverlay)
        case .navigationBar:
            style.bold = true
            draw { $0.write(label, column: rect.x, row: rect.y, style: style, clip: area) }
            let items = CellRect(x: rect.x + DisplayWidth.of(label) + 1, y: rect.y, width: rect.width - DisplayWidth.of(label) - 1, height: rect.height - 1)
            placeStack(element.children, axis: .horizontal, spacing: 2, alignment: .center, in: items, clip: clip)
            draw { $0.write(String(repeating: "─", count: rect.width), column: rect.x, row: rect.maxY - 1, style: CellStyle(dim: true), clip: clip) }
        case .disclosure:
            addTarget(element, rect: CellRect(x: rect.x, y: rect.y, width: rect.width, height: 1), clip: clip)
            style.inverse = focused
            draw { $0.write(element.isOnValue ? "▾ " : "▸ ", column: rect.x, row: rect.y, style: style, clip: area) }
            let inner = CellRect(x: rect.x + 2, y: rect.y, width: rect.width - 2, height: rect.height)
            let shown = element.isOnValue ? element.children : Array(element.children.prefix(1))
            placeStack(shown, axis: .vertical, spacing: 0, alignment: .leading, in: inner, clip: clip)
        default:
            return false
        }
        return true
    }

    /// A text editor: its lines in a box of the given size, the caret on the focused one.
    private mutating func placeEditor(_ element: HostElementSnapshot, in rect: CellRect, clip: CellRect) {
        addTarget(element, rect: rect, clip: clip)
        let focused = state.focus == element.id
        let style = CellStyle(underline: true, inverse: focused)
        let area = clip.intersection(rect)
        draw { $0.clear(rect, style: style, clip: area) }
        let value = element.fieldValue
        if value.isEmpty {
            draw { $0.write(element.placeholderValue, column: rect.x, row: rect.y, style: CellStyle(dim: true, underline: true, inverse: focused), clip: area) }
        }
        let lines = value.split(separator: "\n", omittingEmptySubsequences: false)
        let caret = min(state.cursors[element.id] ?? value.count, value.count)
        let before = value.prefix(caret).split(separator: "\n", omittingEmptySubsequences: false)
        let caretRow = max(0, before.count - 1)
        let first = max(0, caretRow - rect.height + 1)
        for (index, line) in lines.enumerated() where index >= first && index - first < rect.height {
            draw { $0.write(line, column: rect.x, row: rect.y + index - first, style: style, clip: area) }
        }
        if focused {
            let column = rect.x + DisplayWidth.of(before.last ?? "")
            if area.contains(column: column, row: rect.y + caretRow - first) { setCursor(CursorPosition(column: column, row: rect.y + caretRow - first)) }
        }
    }
}
