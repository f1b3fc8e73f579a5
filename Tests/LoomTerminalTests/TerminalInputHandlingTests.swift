import Loom
@testable import LoomTerminal
import Testing

@MainActor
struct TerminalInputHandlingTests {
    struct Form: View {
        @State var name = ""
        @State var count = 0
        @State var on = false
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $name)
                Button("Add") { count += 1 }
                Toggle("Loud", isOn: $on)
                Text("name=\(name) count=\(count) loud=\(on)")
            }
        }
    }

    private func status(_ ui: TerminalHarness) -> String {
        ui.lines.first { $0.hasPrefix("name=") } ?? ""
    }

    @Test func tabAndShiftTabMoveFocusInReadingOrderAndWrap() {
        let ui = TerminalHarness(Form())
        ui.frame()
        let field = ui.renderer.state.focus
        #expect(ui.renderer.focusedTarget?.kind == .textField)
        ui.keys(.tab)
        #expect(ui.renderer.focusedTarget?.kind == .button)
        ui.keys(.tab, .tab)
        #expect(ui.renderer.state.focus == field)
        ui.keys(.backTab)
        #expect(ui.renderer.focusedTarget?.kind == .toggle)
    }

    @Test func enterAndSpaceActivateTheFocusedControl() {
        let ui = TerminalHarness(Form())
        ui.keys(.tab, .enter)
        ui.input(.key(.character(" ")))
        #expect(status(ui) == "name= count=2 loud=false")
        ui.keys(.tab, .enter)
        #expect(status(ui) == "name= count=2 loud=true")
    }

    @Test func charactersReadTogetherIntoAFieldAreOneEditAndOtherKeysStayApart() {
        let ui = TerminalHarness(Form())
        ui.frame()
        var inputs: ArraySlice<TerminalInput> = [
            .key(.character("A")), .key(.character("d")), .key(.character("a")), .key(.left), .key(.character("!")),
        ]
        #expect(ui.renderer.nextInput(from: &inputs) == .paste("Ada"))
        #expect(ui.renderer.nextInput(from: &inputs) == .key(.left))
        #expect(ui.renderer.nextInput(from: &inputs) == .key(.character("!")))
        #expect(ui.renderer.nextInput(from: &inputs) == nil)
        // On a button each character is its own key: a space activates it, another may be a shortcut.
        ui.keys(.tab)
        inputs = [.key(.character(" ")), .key(.character(" "))]
        #expect(ui.renderer.nextInput(from: &inputs) == .key(.character(" ")))
        #expect(inputs.count == 1)
    }

    @Test func typingEditsTheFocusedFieldAtTheCaret() {
        let ui = TerminalHarness(Form())
        ui.type("Ada")
        #expect(status(ui).hasPrefix("name=Ada "))
        ui.keys(.home)
        ui.type(">")
        ui.keys(.end, .backspace, .left, .delete)
        #expect(status(ui).hasPrefix("name=>A "))
        ui.keys(.left)
        ui.input(.paste("da L\novelace"))
        #expect(status(ui).hasPrefix("name=>da L ovelaceA "))
        // The caret shows where the next character goes.
        #expect(ui.renderer.layout.cursor == CursorPosition(column: 13, row: 0))
    }

    @Test func typingOutsideAFieldSendsNothing() {
        let ui = TerminalHarness(Form())
        ui.keys(.tab)
        ui.type("x")
        #expect(status(ui) == "name= count=0 loud=false")
    }

    @Test func escapeDismissesTheAlertAndFocusReturnsToWhereItWas() {
        struct Screen: View {
            @State var asking = false
            @State var answer = "none"
            var body: some View {
                VStack {
                    Button("Other") {}
                    Button("Ask") { asking = true }
                    Text("answer=\(answer)")
                }
                .alert("Sure?", isPresented: $asking) {
                    Button("OK") { answer = "ok" }
                    Button("Cancel", role: .cancel) { answer = "cancelled" }.keyboardShortcut(.cancelAction)
                }
            }
        }
        let ui = TerminalHarness(Screen(), width: 40, height: 12)
        ui.keys(.tab, .enter)
        #expect(ui.lines.contains { $0.contains("Sure?") })
        #expect(ui.renderer.focusedTarget?.layer == 1)
        ui.keys(.escape)
        #expect(!ui.lines.contains { $0.contains("Sure?") })
        // Escape is the cancel button's shortcut: its action runs.
        #expect(ui.lines.contains { $0.contains("answer=cancelled") })
        let ask = ui.renderer.focusedTarget.map { ui.renderer.layout.element($0.id)?.textValue }
        #expect(ask == "Ask")
    }

    @Test func escapeWithNothingToDismissAsksTheHostToGoBack() {
        let ui = TerminalHarness(Form())
        ui.frame()
        #expect(ui.renderer.handle(.key(.escape)) == [.back])
        #expect(ui.renderer.handle(.key(.control("c"))) == [.quit])
        #expect(ui.renderer.handle(.key(.control("l"))) == [.redraw])
    }

    @Test func focusMovingIntoAScrolledOutRowScrollsItIntoView() {
        struct Rows: View {
            var body: some View {
                ScrollView { VStack(spacing: 0) { ForEach(0..<30) { index in Button("Row \(index)") {} } } }
            }
        }
        let ui = TerminalHarness(Rows(), width: 20, height: 5)
        #expect(ui.lines.first?.contains("Row 0") == true)
        for _ in 0..<7 { ui.keys(.down) }
        #expect(ui.lines.last?.contains("Row 7") == true, "\(ui.lines)")
        ui.input(.mouse(TerminalMouse(action: .wheelUp, column: 2, row: 2)))
        #expect(ui.lines.first?.contains("Row 0") == true)
    }

    @Test func aMouseClickFocusesAndActivatesWhatItHits() {
        let ui = TerminalHarness(Form())
        let row = ui.lines.firstIndex { $0.hasPrefix("[ Add ]") } ?? -1
        ui.input(.mouse(TerminalMouse(action: .press(0), column: 3, row: row)))
        #expect(status(ui) == "name= count=1 loud=false")
        #expect(ui.renderer.focusedTarget?.kind == .button)
    }
}
