import Loom
import LoomTestSupport
import Testing

/// Keyboard input: Enter in a field (`onSubmit`), focus both ways (`@FocusState`), shortcuts and
/// keyboard hints.
@MainActor
struct KeyboardTests {
    enum Field: Hashable { case name, password }

    struct SignUp: View {
        @State var name = ""
        @State var password = ""
        @State var submitted = 0
        @FocusState var focus: Field?
        var body: some View {
            VStack {
                TextField("Name", text: $name)
                    .focused($focus, equals: .name)
                    .submitLabel(.next)
                    .keyboardType(.emailAddress)
                    .onSubmit { focus = .password }
                SecureField("Password", text: $password)
                    .focused($focus, equals: .password)
                    .onSubmit { submitted += 1 }
                Button("Edit name") { focus = .name }
                Button("Save") { submitted += 1 }.keyboardShortcut("s")
                Button("OK") {}.keyboardShortcut(.defaultAction)
                Text("submitted \(submitted) focus \(focus.map { "\($0)" } ?? "none")")
            }
        }
    }

    @Test func enterInAFieldRunsItsOnSubmitAction() throws {
        let ui = ViewHarness(SignUp())
        let password = try ui.element(.secureField, labelled: "Password")
        try ui.send(.submit, to: password)
        #expect(ui.text.contains("submitted 1"))
    }

    @Test func settingTheFocusStateMarksTheFieldAndTheUserMovingFocusSetsTheState() throws {
        let ui = ViewHarness(SignUp())
        #expect(ui.text.contains("focus none"))
        try ui.tap("Edit name")
        #expect(ui.text.contains("textField value=\"\" placeholder=\"Name\" focused"))
        let name = try ui.element(.textField, labelled: "Name")
        let password = try ui.element(.secureField, labelled: "Password")
        // The user tabs from the name to the password: focus leaves one, then enters the other.
        try ui.send(.focusChange(false), to: name)
        #expect(ui.text.contains("focus none"))
        try ui.send(.focusChange(true), to: password)
        #expect(ui.text.contains("focus password"))
        #expect(ui.text.contains("placeholder=\"Name\" unfocused"))
        // Enter in the name field moves the focus on, through onSubmit.
        try ui.send(.focusChange(true), to: name)
        try ui.send(.submit, to: name)
        #expect(ui.text.contains("focus password"))
        try ui.verifyReplay()
    }

    @Test func aLostFocusEventForAFieldThatNoLongerHoldsTheFocusChangesNothing() throws {
        let ui = ViewHarness(SignUp())
        try ui.send(.focusChange(true), to: try ui.element(.secureField, labelled: "Password"))
        try ui.send(.focusChange(false), to: try ui.element(.textField, labelled: "Name"))
        #expect(ui.text.contains("focus password"))
    }

    @Test func shortcutsAndKeyboardHintsReachTheHostTree() throws {
        let ui = ViewHarness(SignUp())
        let text = ui.text
        #expect(text.contains("button \"Save\" shortcut=cmd+s"))
        #expect(text.contains("button \"OK\" shortcut=return"))
        #expect(text.contains("keyboard=email/next"))
    }

    @Test func aBooleanFocusStateFollowsItsField() throws {
        struct Search: View {
            @State var query = ""
            @FocusState var searching: Bool
            var body: some View {
                VStack {
                    TextField("Search", text: $query).focused($searching)
                    Text(searching ? "searching" : "idle")
                }
            }
        }
        let ui = ViewHarness(Search())
        try ui.send(.focusChange(true), to: try ui.element(.textField, labelled: "Search"))
        #expect(ui.text.contains("text \"searching\""))
        try ui.send(.focusChange(false), to: try ui.element(.textField, labelled: "Search"))
        #expect(ui.text.contains("text \"idle\""))
    }
}
