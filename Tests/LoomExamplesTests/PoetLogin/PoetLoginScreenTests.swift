import Loom
import LoomExamples
import LoomTestSupport
import Testing

@MainActor
@Suite struct PoetLoginScreenTests {
    let poet = PoetLogin.Account(displayName: "Poet")

    @Test func theEmptyFormHasADisabledLogInButton() throws {
        let ui = ViewHarness(PoetLogin.Screen(performer: MockLoginPerformer(.success(poet))))

        try ui.expectSnapshot(named: "poet-login-initial")
        #expect(ui.text.contains("button disabled {tap}\n      text \"Log In\""))
    }

    @Test func typingShowsTheValidationMessagesUnderTheFields() throws {
        let ui = ViewHarness(PoetLogin.Screen(performer: MockLoginPerformer(.success(poet))))

        try ui.type("po", into: "Username")
        try ui.typeSecret("short", into: "Password")

        try ui.expectSnapshot(named: "poet-login-invalid")
        #expect(ui.text.contains("Usernames have at least 3 characters."))
        #expect(ui.text.contains("Passwords have at least 8 characters."))
        try ui.verifyReplay()
    }

    @Test func aSucceedingLogInShowsTheWelcomeAlertThenWhoIsSignedIn() async throws {
        let screen = PoetLogin.Screen(performer: MockLoginPerformer(.success(poet)))
        let ui = ViewHarness(screen)
        try ui.type("poet", into: "Username")
        try ui.typeSecret("loom-secret", into: "Password")

        try ui.tap("Log In")
        await screen.evaluator.performances.waitUntilIdle()

        #expect(ui.text.contains("alert \"Welcome\""))
        try ui.tap("OK")
        try ui.expectSnapshot(named: "poet-login-signed-in")
        try ui.tap("Log Out")
        #expect(ui.text.contains("textField value=\"\" placeholder=\"Username\""))
        try ui.verifyReplay()
    }

    @Test func aFailingLogInShowsTheFailureAlertAndCancelDismissesIt() async throws {
        let screen = PoetLogin.Screen(performer: MockLoginPerformer(.failure(.wrongCredentials)))
        let ui = ViewHarness(screen)
        try ui.type("poet", into: "Username")
        try ui.typeSecret("not-the-secret", into: "Password")

        try ui.tap("Log In")
        await screen.evaluator.performances.waitUntilIdle()

        try ui.expectSnapshot(named: "poet-login-failed")
        try ui.tap("Cancel")
        #expect(!ui.text.contains("alert"))
        #expect(ui.text.contains("textField value=\"poet\" placeholder=\"Username\""))
        try ui.verifyReplay()
    }

    @Test func closingTheScreenReleasesItsEvaluatorTranslatorAndPerformer() async throws {
        weak var weakEvaluator: PoetLogin.Evaluator?
        weak var weakTranslator: PoetLogin.Translator?
        weak var weakPerformer: MockLoginPerformer?
        do {
            let performer = MockLoginPerformer(.success(poet))
            let screen = PoetLogin.Screen(performer: performer)
            weakEvaluator = screen.evaluator
            weakTranslator = screen.evaluator.translator
            weakPerformer = performer
            let ui = ViewHarness(screen)
            try ui.type("poet", into: "Username")
            try ui.typeSecret("loom-secret", into: "Password")
            try ui.tap("Log In")
            await screen.evaluator.performances.waitUntilIdle()
        }

        #expect(weakEvaluator == nil)
        #expect(weakTranslator == nil)
        #expect(weakPerformer == nil)
    }
}
