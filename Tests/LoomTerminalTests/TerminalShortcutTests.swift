import Loom
@testable import LoomTerminal
import Testing

/// `keyboardShortcut` in the terminal, and the readline chords of text fields.
@MainActor
struct TerminalShortcutTests {
    struct Counter: View {
        @State var log = ""
        @State var note = ""
        @State var asking = false
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Note", text: $note)
                Button("Save") { log += "s" }.keyboardShortcut("s")
                Button("Up") { log += "u" }.keyboardShortcut("u", modifiers: [])
                Button("Big") { log += "B" }.keyboardShortcut("b", modifiers: .shift)
                Button("Alt") { log += "a" }.keyboardShortcut("x", modifiers: .option)
                Button("Ask") { asking = true }.keyboardShortcut("q", modifiers: [])
                Text("log=\(log) note=\(note)")
            }
            .alert("Sure?", isPresented: $asking) {
                Button("Cancel", role: .cancel) { log += "c" }
                Button("Yes") { log += "y" }.keyboardShortcut("y", modifiers: [])
            }
        }
    }

    private func log(_ ui: TerminalHarness) -> String {
        ui.lines.first { $0.hasPrefix("log=") } ?? ""
    }

    @Test func plainLetterShortcutsTriggerTheirButtonsOutsideFields() {
        let ui = TerminalHarness(Counter())
        ui.keys(.tab)  // off the field, onto Save
        ui.type("uu")
        ui.input(.key(.character("B")))
        #expect(log(ui) == "log=uuB note=")
        // Focus stays where it was: a shortcut is not a focus move.
        #expect(ui.renderer.focusedTarget?.element.textValue == "Save")
    }

    @Test func typingInAFieldTypesInsteadOfTriggeringShortcuts() {
        let ui = TerminalHarness(Counter())
        ui.type("ub")
        #expect(log(ui) == "log= note=ub")
    }

    @Test func commandShortcutsAnswerToCtrlAndAltEvenInAField() {
        let ui = TerminalHarness(Counter())
        ui.keys(.control("s"), .alt("s"), .alt("x"))
        #expect(log(ui) == "log=ssa note=")
    }

    @Test func anAlertHidesTheShortcutsUnderIt() {
        let ui = TerminalHarness(Counter())
        ui.keys(.tab)
        ui.type("q")
        #expect(ui.lines.contains { $0.contains("Sure?") })
        ui.type("u")  // the screen's shortcut, covered by the alert
        ui.type("y")  // the alert's own
        #expect(log(ui) == "log=y note=")
        #expect(!ui.lines.contains { $0.contains("Sure?") })
    }

    @Test func enterInAFieldWithoutSubmitTapsTheDefaultButton() {
        struct Sheet: View {
            @State var name = ""
            @State var saved = "none"
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                    Button("Save") { saved = name }.keyboardShortcut(.defaultAction)
                    Text("saved=\(saved)")
                }
            }
        }
        let ui = TerminalHarness(Sheet())
        ui.type("Ada")
        ui.keys(.enter)
        #expect(ui.lines.contains { $0.contains("saved=Ada") })
    }

    @Test func shortcutNamesFollowTheHostTreeForm() {
        #expect(TerminalRenderer.shortcutNames(for: .character("u")) == ["u"])
        #expect(TerminalRenderer.shortcutNames(for: .character("U")) == ["shift+u"])
        #expect(TerminalRenderer.shortcutNames(for: .control("s")) == ["cmd+s", "ctrl+s"])
        #expect(TerminalRenderer.shortcutNames(for: .alt("s")) == ["alt+s", "cmd+s"])
        #expect(TerminalRenderer.shortcutNames(for: .enter) == ["return"])
        #expect(TerminalRenderer.shortcutNames(for: .down).isEmpty)
    }

    @Test func ctrlChordsEditAFieldAsAtAShellPrompt() {
        struct Field: View {
            @State var text = ""
            var body: some View {
                VStack {
                    TextField("Text", text: $text)
                    Text("[\(text)]")
                }
            }
        }
        let ui = TerminalHarness(Field())
        ui.type("hello big world")
        ui.keys(.control("w"))
        #expect(ui.lines.contains { $0.contains("[hello big ]") })
        ui.keys(.control("a"))
        ui.type(">")
        ui.keys(.control("e"))
        ui.type("<")
        #expect(ui.lines.contains { $0.contains("[>hello big <]") })
        ui.keys(.left, .left, .control("k"))
        #expect(ui.lines.contains { $0.contains("[>hello big]") })
        ui.keys(.left, .left, .left, .control("u"))
        #expect(ui.lines.contains { $0.contains("[big]") })
    }
}
