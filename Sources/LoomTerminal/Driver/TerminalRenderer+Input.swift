import LoomHost

extension TerminalRenderer {
    /// Handles one input against the last frame's layout: moves focus, scrolls, edits the
    /// focused field, and returns what the driver must do (events to send, quit, redraw).
    /// Render a ``frame()`` afterwards to show the result.
    public mutating func handle(_ input: TerminalInput) -> [TerminalCommand] {
        let before = state.focus
        var commands = dispatch(input)
        if state.focus != before { commands += focusChanges(from: before, to: state.focus) }
        return commands + lazyRowReports()
    }

    /// Whether typed characters go into the focused control's text (rather than moving focus,
    /// activating a button or answering a shortcut).
    public var isEditingText: Bool {
        focusedTarget.map { $0.kind == .textField || $0.kind == .secureField || $0.kind == .textEditor } ?? false
    }

    /// Takes the next input to handle off the front of `inputs` (what one read of the terminal
    /// brought). While a text field has focus, a run of characters is one insertion: they were
    /// typed, or pasted by a terminal without bracketed paste, faster than the app drew, and one
    /// update and one frame for the run keeps up where one per character fell behind (as a
    /// shell's line editor does). Anything else is handed on as it came.
    public func nextInput(from inputs: inout ArraySlice<TerminalInput>) -> TerminalInput? {
        guard let first = inputs.popFirst() else { return nil }
        guard case .key(.character(let character)) = first, isEditingText else { return first }
        var typed = String(character)
        while case .key(.character(let next))? = inputs.first {
            typed.append(next)
            inputs.removeFirst()
        }
        return typed.count == 1 ? first : .paste(typed)
    }

    private mutating func dispatch(_ input: TerminalInput) -> [TerminalCommand] {
        switch input {
        case .paste(let text):
            let line = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            return edit { value, caret in
                value.insert(contentsOf: line, at: value.index(value.startIndex, offsetBy: caret))
                caret += line.count
            }
        case .mouse(let mouse):
            return handle(mouse)
        case .key(let key):
            return handle(key)
        }
    }

    private mutating func handle(_ key: TerminalKey) -> [TerminalCommand] {
        let focused = focusedTarget
        let inField = isEditingText
        let adjustable = focused.map { [.picker, .slider, .datePicker].contains($0.kind) } ?? false
        switch key {
        case .control("c"): return [.quit]
        case .control("l"): return [.redraw]
        case .tab, .down: moveFocus(by: 1)
        case .backTab, .up: moveFocus(by: -1)
        case .right where adjustable, .left where adjustable:
            return focused.map { adjust($0, by: key == .right ? 1 : -1) } ?? []
        case .right where !inField, .left where !inField: moveFocus(by: key == .right ? 1 : -1)
        case .right: return edit { value, caret in caret = min(value.count, caret + 1) }
        case .left: return edit { _, caret in caret = max(0, caret - 1) }
        case .home where inField: return edit { _, caret in caret = 0 }
        case .end where inField: return edit { value, caret in caret = value.count }
        case .backspace where inField:
            return edit { value, caret in
                guard caret > 0 else { return }
                value.remove(at: value.index(value.startIndex, offsetBy: caret - 1))
                caret -= 1
            }
        case .delete where inField:
            return edit { value, caret in
                guard caret < value.count else { return }
                value.remove(at: value.index(value.startIndex, offsetBy: caret))
            }
        case .control(let letter) where inField && Self.lineEditingChords.contains(letter):
            return edit { value, caret in Self.editLine(letter, &value, &caret) }
        case .character(let character) where inField:
            return edit { value, caret in
                value.insert(character, at: value.index(value.startIndex, offsetBy: caret))
                caret += 1
            }
        case .enter where focused?.kind == .textEditor:
            return edit { value, caret in
                value.insert("\n", at: value.index(value.startIndex, offsetBy: caret))
                caret += 1
            }
        case .enter where inField:
            if let focused, replica.element(focused.id)?.events.contains(.submit) == true {
                return [.send(HostEvent(element: focused.id, action: .submit))]
            }
            // A field without onSubmit: the default button (.defaultAction) if there is one.
            if let button = shortcutTarget(for: key) { return activate(button) }
            moveFocus(by: 1)
        // Keys bound with keyboardShortcut: letters outside fields, Ctrl and Alt chords, Enter
        // with nothing focused (Space stays the focused control's).
        case .enter where focused == nil, .character where key != .character(" ") && shortcutTarget(for: key) != nil, .control, .alt:
            return shortcutTarget(for: key).map(activate) ?? []
        case .enter, .character(" "): return focused.map(activate) ?? []
        case .pageDown, .pageUp:
            if let region = scrollRegion(containing: focused) {
                scroll(region, by: (key == .pageDown ? 1 : -1) * max(1, region.viewport.height - 1))
            }
        case .escape: return dismiss()
        default: break
        }
        return []
    }

    private mutating func handle(_ mouse: TerminalMouse) -> [TerminalCommand] {
        switch mouse.action {
        case .press(0):
            guard let target = layout.activeTargets.last(where: { $0.visible.contains(column: mouse.column, row: mouse.row) })
            else { return [] }
            state.focus = target.id
            if target.kind == .textField || target.kind == .secureField {
                let value = text(of: target.id)
                var caret = 0
                var column = target.rect.x
                for character in value where column < mouse.column {
                    column += DisplayWidth.of(character)
                    caret += 1
                }
                state.cursors[target.id] = caret
                return []
            }
            return activate(target)
        case .wheelUp, .wheelDown:
            let top = layout.topLayer
            if let region = layout.scrollRegions.last(where: { $0.layer == top && $0.viewport.contains(column: mouse.column, row: mouse.row) }) {
                scroll(region, by: mouse.action == .wheelDown ? 3 : -3)
            }
            return []
        default:
            return []
        }
    }

    /// The focused element as the last layout placed it.
    var focusedTarget: FocusTarget? {
        guard let focus = state.focus else { return nil }
        return layout.activeTargets.first { $0.id == focus }
    }

    /// Moves focus to the next (or previous) focusable element of the topmost layer, wrapping.
    mutating func moveFocus(by step: Int) {
        let targets = layout.activeTargets
        guard !targets.isEmpty else { return }
        let current = state.focus.flatMap { focus in targets.firstIndex { $0.id == focus } }
        let next = current.map { ($0 + step + targets.count) % targets.count } ?? (step > 0 ? 0 : targets.count - 1)
        state.focus = targets[next].id
    }

    /// Tapping a button, flipping a toggle.
    func activate(_ target: FocusTarget) -> [TerminalCommand] {
        guard let element = replica.element(target.id) else { return [] }
        if element.events.contains(.toggleChange) {
            return [.send(HostEvent(element: target.id, action: .toggleChange(element.properties[.isOn] != .isOn(true))))]
        }
        if element.events.contains(.tap) { return [.send(HostEvent(element: target.id, action: .tap))] }
        if target.kind == .picker { return adjust(target, by: 1) }
        return []
    }

    /// Steps a picker, slider or date picker: the next option, a step of the range, a day.
    private func adjust(_ target: FocusTarget, by step: Int) -> [TerminalCommand] {
        guard let element = layout.element(target.id), element.events.contains(.valueChange) else { return [] }
        let value: String? = switch element.kind {
        case .picker: FormControls.pickerValue(element, step: step)
        case .slider: FormControls.sliderValue(element, steps: step)
        case .datePicker: FormControls.dateValue(element, days: step)
        default: nil
        }
        guard let value else { return [] }
        return [.send(HostEvent(element: target.id, action: .valueChange(value)))]
    }

    /// Focus events for the elements that report them (`@FocusState`).
    private func focusChanges(from old: HostElementID?, to new: HostElementID?) -> [TerminalCommand] {
        var commands: [TerminalCommand] = []
        if let old, replica.element(old)?.events.contains(.focusChange) == true {
            commands.append(.send(HostEvent(element: old, action: .focusChange(false))))
        }
        if let new, replica.element(new)?.events.contains(.focusChange) == true {
            commands.append(.send(HostEvent(element: new, action: .focusChange(true))))
        }
        return commands
    }

    /// Escape: dismisses the topmost overlay (by its `dismiss` event, its cancel button, or an
    /// alert's only button),
    /// else the innermost pushed screen that can be dismissed; otherwise asks the host to go back.
    private func dismiss() -> [TerminalCommand] {
        if let overlay = layout.overlays.last {
            if overlay.events.contains(.dismiss) { return [.send(HostEvent(element: overlay.id, action: .dismiss))] }
            // The button marked `.keyboardShortcut(.cancelAction)` (an alert's cancel button).
            if let cancel = Self.cancelButton(in: overlay) { return [.send(HostEvent(element: cancel, action: .tap))] }
            let buttons = overlay.children.filter { $0.kind == .button && !$0.isDisabled }
            if overlay.kind == .alert, buttons.count == 1 { return [.send(HostEvent(element: buttons[0].id, action: .tap))] }
            return []
        }
        if let pushed = Self.innermostPushedScreen(in: snapshot) { return [.send(HostEvent(element: pushed, action: .dismiss))] }
        return [.back]
    }

    private static func cancelButton(in element: HostElementSnapshot) -> HostElementID? {
        if element.kind == .button, element.properties[.shortcut] == .shortcut("escape"), !element.isDisabled { return element.id }
        for child in element.children {
            if let found = cancelButton(in: child) { return found }
        }
        return nil
    }

    private static func innermostPushedScreen(in element: HostElementSnapshot) -> HostElementID? {
        for child in element.children.reversed() {
            if let found = innermostPushedScreen(in: child) { return found }
        }
        return element.presentationValue == .push && element.events.contains(.dismiss) ? element.id : nil
    }

    /// Edits the focused text field's value and caret; returns the change to send, if any.
    mutating func edit(_ change: (inout String, inout Int) -> Void) -> [TerminalCommand] {
        guard let target = focusedTarget, target.kind == .textField || target.kind == .secureField || target.kind == .textEditor,
            let element = replica.element(target.id), element.events.contains(.textChange)
        else { return [] }
        var value = text(of: target.id)
        var caret = min(state.cursors[target.id] ?? value.count, value.count)
        let old = value
        change(&value, &caret)
        state.cursors[target.id] = caret
        guard value != old else { return [] }
        if target.kind == .secureField { state.secrets[target.id] = value }
        return [.send(HostEvent(element: target.id, action: .textChange(value)))]
    }

    /// A field's text: its value, or for a secure field what the user typed into it.
    private func text(of id: HostElementID) -> String {
        guard let element = replica.element(id) else { return "" }
        if element.kind == .secureField { return state.secrets[id] ?? "" }
        if case .value(let value)? = element.properties[.value] { return value }
        return ""
    }

    /// The scroll region holding `target`, or the topmost layer's first one.
    private func scrollRegion(containing target: FocusTarget?) -> ScrollRegion? {
        if let scroller = target?.scroller, let region = layout.scrollRegions.first(where: { $0.id == scroller }) { return region }
        let top = layout.topLayer
        return layout.scrollRegions.first { $0.layer == top }
    }

    /// Scrolls a region by `rows` and keeps focus on something it shows.
    private mutating func scroll(_ region: ScrollRegion, by rows: Int) {
        let offset = min(max(0, region.offset + rows), region.maximumOffset)
        state.scrollOffsets[region.id] = offset
        // Focus follows into the new view, or relayout would scroll straight back.
        let delta = offset - region.offset
        let visible = CellRect(x: region.viewport.x, y: region.viewport.y + delta, width: region.viewport.width, height: region.viewport.height)
        if let focused = focusedTarget, focused.scroller == region.id, visible.intersection(focused.rect).height < focused.rect.height {
            let inView = layout.activeTargets.filter { $0.scroller == region.id && visible.intersection($0.rect).height == $0.rect.height }
            if let replacement = rows > 0 ? inView.first : inView.last { state.focus = replacement.id }
        }
    }
}
