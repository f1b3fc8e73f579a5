import Loom
import LoomTestSupport
import Testing

/// The text renderer shows a secure field's value masked, one bullet per character.
@MainActor
struct SecureFieldTextTests {
    struct Login: View {
        @State private var password = ""
        var body: some View {
            VStack {
                SecureField("Password", text: $password)
                Text(password.isEmpty ? "empty" : "filled")
            }
        }
    }

    @Test func aSecureFieldIsRenderedMaskedAndTypingReachesTheBinding() throws {
        let ui = ViewHarness(Login())
        #expect(ui.text.contains("secureField value=\"\" placeholder=\"Password\" {text}"))

        try ui.send(.textChange("s3cret"), to: try ui.element(.secureField, labelled: "Password"))

        #expect(ui.text.contains("secureField value=\"••••••\" placeholder=\"Password\" {text}"))
        #expect(ui.text.contains("text \"filled\""), "the binding received the typed value")
        #expect(!ui.text.contains("s3cret"))
        try ui.verifyReplay()
    }
}
