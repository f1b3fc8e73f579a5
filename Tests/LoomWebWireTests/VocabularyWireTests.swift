import Loom
import Testing

/// The web forms of the vocabulary: real form controls, dialogs with their roles, safe links,
/// and the page's value, submit and focus events.
struct VocabularyWireTests {
    private func dom(_ kind: HostElementKind, _ properties: HostProperties, events: HostEventSet = []) -> DOMElement {
        DOMElement(id: HostElementID(7), kind: kind, properties: properties, events: events)
    }

    @Test func aMenuPickerIsASelectAndItsOptionsAreOptions() {
        let picker = dom(.picker, [.text("Flavor"), .value("1"), .style("menu")], events: .valueChange)
        #expect(picker.tag == "select")
        #expect(picker[attribute: "aria-label"] == "Flavor")
        #expect(picker[attribute: "value"] == "1")
        #expect(picker[attribute: "data-ev"] == "value")
        let option = dom(.option, [.text("Vanilla"), .value("1"), .isOn(true), .style("menu")])
        #expect(option.tag == "option")
        #expect(option[attribute: "selected"] == "")
        #expect(option.text == "Vanilla")
    }

    @Test func aSegmentedPickerIsARadioGroupOfButtons() {
        #expect(dom(.picker, [.style("segmented")])[attribute: "role"] == "radiogroup")
        let option = dom(.option, [.text("Small"), .value("0"), .isOn(false), .style("segmented")], events: .tap)
        #expect(option.tag == "button")
        #expect(option[attribute: "role"] == "radio")
        #expect(option[attribute: "aria-checked"] == "false")
    }

    @Test func slidersDatesEditorsAndProgressAreNativeControls() {
        let slider = dom(.slider, [.text("Volume"), .number(0.5), .minimum(0), .maximum(1), .step(0.25)])
        #expect(slider.tag == "input" && slider[attribute: "type"] == "range")
        #expect(slider[attribute: "value"] == "0.5" && slider[attribute: "step"] == "0.25")
        #expect(dom(.datePicker, [.value("2026-03-05"), .style("date")])[attribute: "type"] == "date")
        #expect(dom(.datePicker, [.value("2026-03-05T09:30"), .style("dateTime")])[attribute: "type"] == "datetime-local")
        #expect(dom(.textEditor, [.value("hi")]).tag == "textarea")
        let progress = dom(.progress, [.number(0.25), .maximum(1)])
        #expect(progress.tag == "progress" && progress[attribute: "value"] == "0.25")
    }

    @Test func aLinkOpensOnlyWebAndMailAddresses() {
        let web = dom(.link, [.text("Docs"), .url("https://example.com")])
        #expect(web.tag == "a" && web[attribute: "href"] == "https://example.com")
        #expect(web[attribute: "rel"] == "noopener noreferrer")
        #expect(dom(.link, [.text("Bad"), .url("javascript:alert(1)")])[attribute: "href"] == nil)
        // A path on the page's own site is a link; one browsers read as another site is not.
        #expect(dom(.link, [.text("Help"), .url("/help?topic=1")])[attribute: "href"] == "/help?topic=1")
        #expect(dom(.link, [.text("Away"), .url("//evil.example/x")])[attribute: "href"] == nil)
        #expect(dom(.link, [.text("Away"), .url("/\\evil.example/x")])[attribute: "href"] == nil)
    }

    @Test func presentedScreensAndAlertsAreModalDialogs() {
        let sheet = dom(.container, [.presentation(.modal)], events: .dismiss)
        #expect(sheet[attribute: "role"] == "dialog")
        #expect(sheet[attribute: "aria-modal"] == "true")
        #expect(dom(.container, [.presentation(.push)])[attribute: "role"] == nil)
        let alert = dom(.alert, [.text("Delete?")], events: .dismiss)
        #expect(alert[attribute: "role"] == "alertdialog")
        #expect(alert[attribute: "aria-label"] == "Delete?")
    }

    @Test func focusShortcutsAndKeyboardHintsBecomeAttributes() {
        let field = dom(.textField, [.value(""), .focused(true), .keyboard("email/next")], events: [.textChange, .submit, .focusChange])
        #expect(field[attribute: "data-focused"] == "")
        #expect(field[attribute: "inputmode"] == "email")
        #expect(field[attribute: "enterkeyhint"] == "next")
        #expect(field[attribute: "data-ev"] == "text submit focus")
        #expect(dom(.button, [.text("Save"), .shortcut("cmd+s")])[attribute: "data-shortcut"] == "cmd+s")
    }

    @Test func formPartsHaveTheirLandmarks() {
        #expect(dom(.form, []).tag == "form")
        #expect(dom(.section, []).tag == "section")
        #expect(dom(.container, [.style("header")]).tag == "header")
        #expect(dom(.container, [.style("summary")]).tag == "summary")
        #expect(dom(.disclosure, [.isOn(true)])[attribute: "open"] == "")
        #expect(dom(.heading, [.text("Books")]).tag == "h1")
    }

    @Test func valueSubmitAndFocusEventsAreDecoded() throws {
        #expect(try ClientMessage.decode(#"{"id":3,"e":"value","v":"2","s":1}"#, maximumBytes: 1000)
            == .event(HostEvent(element: HostElementID(3), action: .valueChange("2")), sequence: 1))
        #expect(try ClientMessage.decode(#"{"id":3,"e":"submit"}"#, maximumBytes: 1000)
            == .event(HostEvent(element: HostElementID(3), action: .submit)))
        #expect(try ClientMessage.decode(#"{"id":3,"e":"focus","v":false}"#, maximumBytes: 1000)
            == .event(HostEvent(element: HostElementID(3), action: .focusChange(false))))
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"id":3,"e":"value","v":2}"#, maximumBytes: 1000) }
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"id":3,"e":"focus","v":"yes"}"#, maximumBytes: 1000) }
    }

    @Test func hoverEventsAreDecodedAndAnElementThatAsksSaysSo() throws {
        #expect(try ClientMessage.decode(#"{"id":4,"e":"hover","v":true,"s":2}"#, maximumBytes: 1000)
            == .event(HostEvent(element: HostElementID(4), action: .hover(true)), sequence: 2))
        #expect(try ClientMessage.decode(#"{"id":4,"e":"hover","v":false}"#, maximumBytes: 1000)
            == .event(HostEvent(element: HostElementID(4), action: .hover(false))))
        #expect(throws: ClientMessageError.self) { try ClientMessage.decode(#"{"id":4,"e":"hover"}"#, maximumBytes: 1000) }
        #expect(dom(.container, [.style("hover")], events: [.hover])[attribute: "data-ev"] == "hover")
    }
}
