import LoomHost
import Testing

/// A host element is allocated per host view, so its size is memory per row at 10,000 rows
/// (issue 18). These pin the compact layouts and that they behave as the wide ones did.
@MainActor
struct HostElementFootprintTests {
    @Test func aPropertyIsNoWiderThanAStringAndATag() {
        // Colours, fonts, animations, lazy rows and accessibility are boxed (`indirect`).
        #expect(MemoryLayout<HostProperty>.stride <= 24)
        let color = HostColor(red: 1, green: 0, blue: 0, opacity: 1, name: "red")
        var properties: HostProperties = [.text("a"), .foreground(color)]
        let copy = properties
        properties.set(.foreground(HostColor(red: 0, green: 0, blue: 1, opacity: 1, name: "blue")))
        #expect(copy[.foreground] == .foreground(color))
        #expect(properties != copy)
    }

    @Test func handlersTakeTwoWordsAndATagWhateverTheyHold() {
        // Seven optional closures inline were 112 bytes.
        #expect(MemoryLayout<HostEventHandlers>.size <= 17)
    }

    @Test func handlersKeepEveryClosureAndCopiesStayApart() {
        var taps = 0
        var submitted = 0
        var handlers = HostEventHandlers(onTap: { taps += 1 })
        #expect(handlers.events == .tap)
        let tapOnly = handlers
        handlers.onSubmit = { submitted += 1 }
        handlers.onFocusChange = { _ in }
        #expect(handlers.events == [.tap, .submit, .focusChange])
        #expect(tapOnly.events == .tap)
        handlers.onTap?()
        handlers.onSubmit?()
        tapOnly.onTap?()
        #expect(taps == 2 && submitted == 1)
        handlers.onTap = nil
        handlers.onSubmit = nil
        handlers.onFocusChange = nil
        #expect(handlers.events.isEmpty && handlers.onTap == nil)
        #expect(HostEventHandlers(onValueChange: { _ in }).events == .valueChange)
    }

    /// The initializer stores no handler and a lone tap without a table: each other handler,
    /// given alone or with a tap, must still be kept and run.
    @Test func theInitializerKeepsEachHandlerGivenAlone() {
        var calls: [String] = []
        let all: [(HostEventHandlers, HostEventSet)] = [
            (HostEventHandlers(), []),
            (HostEventHandlers(onTap: { calls.append("tap") }), .tap),
            (HostEventHandlers(onTextChange: { calls.append("text \($0)") }), .textChange),
            (HostEventHandlers(onToggleChange: { calls.append("toggle \($0)") }), .toggleChange),
            (HostEventHandlers(onDismiss: { calls.append("dismiss") }), .dismiss),
            (HostEventHandlers(onValueChange: { calls.append("value \($0)") }), .valueChange),
            (HostEventHandlers(onSubmit: { calls.append("submit") }), .submit),
            (HostEventHandlers(onFocusChange: { calls.append("focus \($0)") }), .focusChange),
            (HostEventHandlers(onTap: { calls.append("tap2") }, onFocusChange: { calls.append("focus2 \($0)") }), [.tap, .focusChange]),
        ]
        for (handlers, events) in all {
            #expect(handlers.events == events)
            handlers.onTap?()
            handlers.onTextChange?("a")
            handlers.onToggleChange?(true)
            handlers.onDismiss?()
            handlers.onValueChange?("b")
            handlers.onSubmit?()
            handlers.onFocusChange?(false)
        }
        #expect(calls == ["tap", "text a", "toggle true", "dismiss", "value b", "submit", "focus false", "tap2", "focus2 false"])
    }

    @Test func anElementDeliversEachEventToItsOwnHandler() throws {
        let tree = HostTree()
        var received: [String] = []
        let field = tree.makeElement(
            .textField,
            handlers: HostEventHandlers(onTextChange: { received.append("text \($0)") }, onSubmit: { received.append("submit") }))
        tree.appendChild(field, to: tree.rootID)
        try tree.send(HostEvent(element: field, action: .textChange("hi")))
        try tree.send(HostEvent(element: field, action: .submit))
        #expect(received == ["text hi", "submit"])
        #expect(throws: HostEventError.unsupportedEvent(field, kind: .textField)) {
            try tree.send(HostEvent(element: field, action: .tap))
        }
    }
}
