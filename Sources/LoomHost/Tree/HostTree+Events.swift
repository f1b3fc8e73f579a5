extension HostTree {
    /// Delivers a user event to the element it names.
    ///
    /// The event must name an attached element that reports this kind of event and is not
    /// disabled; otherwise it is refused with an error and nothing changes. Renderers use this
    /// as the one door for input, so a stale or forged element id can never reach a handler.
    public func send(_ event: HostEvent) throws(HostEventError) {
        guard let element = element(event.element), element.isAttached else {
            throw .unknownElement(event.element)
        }
        guard element.events.contains(event.action.kind) else {
            throw .unsupportedEvent(event.element, kind: element.kind)
        }
        guard !element.isDisabled else { throw .disabled(event.element) }
        switch event.action {
        case .tap: element.handlers.onTap?()
        case .textChange(let text): element.handlers.onTextChange?(text)
        case .toggleChange(let isOn): element.handlers.onToggleChange?(isOn)
        case .dismiss: element.handlers.onDismiss?()
        case .valueChange(let value): element.handlers.onValueChange?(value)
        case .submit: element.handlers.onSubmit?()
        case .focusChange(let isFocused): element.handlers.onFocusChange?(isFocused)
        case .hover(let isInside): element.handlers.onHover?(isInside)
        }
    }
}
