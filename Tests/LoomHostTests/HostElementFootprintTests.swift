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
