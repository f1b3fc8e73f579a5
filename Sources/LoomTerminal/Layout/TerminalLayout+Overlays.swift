import LoomHost

extension TerminalLayout {
    /// Draws the alerts and modal screens met in the flow, each over everything before it, in
    /// a centred box; what is below is dimmed. Overlays met inside an overlay come after it.
    mutating func drawOverlays() {
        var index = 0
        while index < overlays.count {
            let overlay = overlays[index]
            layer = index + 1
            let screen = buffer.bounds
            draw { $0.restyle(screen, clip: screen) { $0.dim = true } }
            if overlay.kind == .alert { drawAlert(overlay) } else { drawSheet(overlay) }
            index += 1
        }
    }

    /// An alert: its title in bold, its message, other content, then its buttons in a row.
    private mutating func drawAlert(_ alert: HostElementSnapshot) {
        let screen = buffer.bounds
        let widest = max(10, min(56, screen.width - 6))
        let buttons = alert.children.filter { $0.kind == .button }
        let others = alert.children.filter { $0.kind != .button }
        let title = TextWrapping.lines(alert.textValue ?? "", width: widest)
        let message = alert.messageValue.map { TextWrapping.lines($0, width: widest) } ?? []
        let body = stackSize(others, axis: .vertical, spacing: 0, CellProposal(width: widest, height: nil))
        let row = stackSize(buttons, axis: .horizontal, spacing: 2, CellProposal(width: widest, height: nil))
        let width = min(widest, ([20, body.width, row.width] + (title + message).map { DisplayWidth.of($0) }).max() ?? 20)
        let height = title.count + message.count + body.height + (buttons.isEmpty ? 0 : 1 + row.height)
        let box = centredBox(width: width + 4, height: height + 2, in: screen)
        drawFrame(box, caption: nil)
        let inner = box.inset(top: 1, leading: 2, bottom: 1, trailing: 2)
        var y = inner.y
        for line in title {
            let x = inner.x + HostAlignment.center.horizontalOffset(DisplayWidth.of(line), in: inner.width)
            draw { $0.write(line, column: x, row: y, style: CellStyle(bold: true), clip: inner) }
            y += 1
        }
        for line in message {
            let x = inner.x + HostAlignment.center.horizontalOffset(DisplayWidth.of(line), in: inner.width)
            draw { $0.write(line, column: x, row: y, style: .plain, clip: inner) }
            y += 1
        }
        placeStack(others, axis: .vertical, spacing: 0, alignment: .center, in: CellRect(x: inner.x, y: y, width: inner.width, height: body.height), clip: inner)
        y += body.height
        if !buttons.isEmpty {
            y += 1
            let x = inner.x + HostAlignment.center.horizontalOffset(row.width, in: inner.width)
            placeStack(buttons, axis: .horizontal, spacing: 2, alignment: .center, in: CellRect(x: x, y: y, width: row.width, height: row.height), clip: inner)
        }
    }

    /// A modal screen (a sheet): its content in a box nearly as wide as the screen, with the
    /// way to close it in the top border when it can be dismissed.
    private mutating func drawSheet(_ sheet: HostElementSnapshot) {
        let screen = buffer.bounds
        let fullScreen = sheet.presentationValue == .fullScreen
        let width = fullScreen ? screen.width : min(screen.width, max(20, screen.width - 8))
        let content = stackSize(sheet.children, axis: .vertical, spacing: 0, CellProposal(width: width - 4, height: max(0, screen.height - 4)))
        let height = fullScreen ? screen.height : min(screen.height, max(content.height + 2, 5))
        let box = centredBox(width: width, height: height, in: screen)
        drawFrame(box, caption: sheet.events.contains(.dismiss) ? " Esc closes " : nil)
        let inner = box.inset(top: 1, leading: 2, bottom: 1, trailing: 2)
        placeStack(sheet.children, axis: .vertical, spacing: 0, alignment: .leading, in: inner, clip: inner)
    }

    private func centredBox(width: Int, height: Int, in screen: CellRect) -> CellRect {
        let width = min(width, screen.width)
        let height = min(height, screen.height)
        return CellRect(x: (screen.width - width) / 2, y: (screen.height - height) / 2, width: width, height: height)
    }

    /// Clears `box` and draws a rounded border around it, with `caption` in the top edge.
    mutating func drawFrame(_ box: CellRect, caption: String?) {
        guard box.width >= 2, box.height >= 2 else { return }
        let screen = buffer.bounds
        draw { $0.clear(box, style: .plain, clip: screen) }
        let horizontal = String(repeating: "─", count: box.width - 2)
        draw { $0.write("╭" + horizontal + "╮", column: box.x, row: box.y, style: .plain, clip: screen) }
        draw { $0.write("╰" + horizontal + "╯", column: box.x, row: box.maxY - 1, style: .plain, clip: screen) }
        for row in (box.y + 1)..<(box.maxY - 1) {
            draw { $0.write("│", column: box.x, row: row, style: .plain, clip: screen) }
            draw { $0.write("│", column: box.maxX - 1, row: row, style: .plain, clip: screen) }
        }
        if let caption, box.width > DisplayWidth.of(caption) + 4 {
            draw { $0.write(caption, column: box.maxX - 2 - DisplayWidth.of(caption), row: box.y, style: CellStyle(dim: true), clip: screen) }
        }
    }
}
