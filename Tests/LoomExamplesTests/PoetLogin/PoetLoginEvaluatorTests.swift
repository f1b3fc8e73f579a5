import Loom
import LoomExamples
import Testing

@MainActor
@Suite struct PoetLoginEvaluatorTests {
    let poet = PoetLogin.Account(displayName: "Poet")

    func fillIn(_ evaluator: PoetLogin.Evaluator, username: String = "poet", password: String = "loom-secret") {
        evaluator.evaluate(.editUsername(username))
        evaluator.evaluate(.editPassword(password))
    }

    @Test func anEmptyFormShowsNoMessagesAndCannotLogIn() {
        let evaluator = PoetLogin.Evaluator(performer: MockLoginPerformer(.success(poet)))

        let translator = evaluator.translator
        #expect(translator.usernameMessage.string == "")
        #expect(translator.passwordMessage.string == "")
        #expect(!translator.isLoginEnabled.bool)
    }

    @Test func aShortUsernameIsExplained() {
        let evaluator = PoetLogin.Evaluator(performer: MockLoginPerformer(.success(poet)))

        evaluator.evaluate(.editUsername("po"))

        #expect(evaluator.translator.username.string == "po")
        #expect(evaluator.translator.usernameMessage.string == "Usernames have at least 3 characters.")
        #expect(!evaluator.translator.isLoginEnabled.bool)
    }

    @Test func aUsernameWithASpaceIsExplained() {
        let evaluator = PoetLogin.Evaluator(performer: MockLoginPerformer(.success(poet)))

        evaluator.evaluate(.editUsername("the poet"))

        #expect(evaluator.translator.usernameMessage.string == "Usernames have no spaces.")
    }

    @Test func aShortPasswordIsExplained() {
        let evaluator = PoetLogin.Evaluator(performer: MockLoginPerformer(.success(poet)))

        fillIn(evaluator, password: "short")

        #expect(evaluator.translator.passwordMessage.string == "Passwords have at least 8 characters.")
        #expect(evaluator.translator.usernameMessage.string == "")
        #expect(!evaluator.translator.isLoginEnabled.bool)
    }

    @Test func aValidFormClearsTheMessagesAndEnablesLogIn() {
        let evaluator = PoetLogin.Evaluator(performer: MockLoginPerformer(.success(poet)))
        fillIn(evaluator, password: "short")

        evaluator.evaluate(.editPassword("long enough"))

        #expect(evaluator.translator.passwordMessage.string == "")
        #expect(evaluator.translator.isLoginEnabled.bool)
    }

    @Test func anInvalidFormDoesNotReachThePerformer() async {
        let performer = MockLoginPerformer(.success(poet))
        let evaluator = PoetLogin.Evaluator(performer: performer)
        fillIn(evaluator, password: "short")

        evaluator.logInAction.evaluate()
        await evaluator.performances.waitUntilIdle()

        #expect(await performer.attempts.isEmpty)
        #expect(!evaluator.translator.alertTranslator.isAlertPresented.bool)
    }

    @Test func aSucceedingPerformerLeadsToTheWelcomeAlert() async {
        let performer = MockLoginPerformer(.success(poet))
        let evaluator = PoetLogin.Evaluator(performer: performer)
        fillIn(evaluator)

        evaluator.logInAction.evaluate()
        await evaluator.performances.waitUntilIdle()

        let alert = evaluator.translator.alertTranslator
        #expect(await performer.attempts == ["poet"])
        #expect(alert.isAlertPresented.bool)
        #expect(alert.alertTitle.string == "Welcome")
        #expect(alert.alertMessage.string == "You are signed in as Poet.")
        #expect(evaluator.translator.isSignedIn.bool)
        #expect(evaluator.translator.signedInText.string == "Signed in as Poet")
    }

    @Test func aFailingPerformerLeadsToTheFailureAlertWithTryAgainAndCancel() async {
        let performer = MockLoginPerformer(.failure(.wrongCredentials))
        let evaluator = PoetLogin.Evaluator(performer: performer)
        fillIn(evaluator)

        evaluator.logInAction.evaluate()
        await evaluator.performances.waitUntilIdle()

        let alert = evaluator.translator.alertTranslator
        #expect(alert.isAlertPresented.bool)
        #expect(alert.alertTitle.string == "Login Failed")
        #expect(alert.alertMessage.string == PoetLogin.Failure.wrongCredentials.message)
        #expect(alert.primaryAlertAction.alertAction?.title == "Try Again")
        #expect(alert.secondaryAlertAction.alertAction?.title == "Cancel")
        #expect(!evaluator.translator.isSignedIn.bool)
        #expect(evaluator.translator.username.string == "poet")
    }

    @Test func tryAgainLogsInOnceMore() async {
        let performer = MockLoginPerformer(.failure(.unreachable))
        let evaluator = PoetLogin.Evaluator(performer: performer)
        fillIn(evaluator)
        evaluator.logInAction.evaluate()
        await evaluator.performances.waitUntilIdle()

        evaluator.translator.alertTranslator.primaryAlertAction.alertAction?.action.evaluate()
        await evaluator.performances.waitUntilIdle()

        #expect(await performer.attempts == ["poet", "poet"])
    }

    @Test func whileLoggingInTheButtonIsDisabledAndSaysSo() async {
        let performer = GatedLoginPerformer()
        let evaluator = PoetLogin.Evaluator(performer: performer)
        fillIn(evaluator)

        evaluator.logInAction.evaluate()

        #expect(!evaluator.translator.isLoginEnabled.bool)
        #expect(evaluator.translator.loginButtonTitle.string == "Logging In…")
        evaluator.evaluate(.editUsername("someone"))
        #expect(evaluator.translator.username.string == "poet")

        performer.open(with: .success(poet))
        await evaluator.performances.waitUntilIdle()

        #expect(evaluator.translator.isSignedIn.bool)
        #expect(evaluator.translator.loginButtonTitle.string == "Log In")
    }

    @Test func logOutReturnsToAnEmptyForm() async {
        let evaluator = PoetLogin.Evaluator(performer: MockLoginPerformer(.success(poet)))
        fillIn(evaluator)
        evaluator.logInAction.evaluate()
        await evaluator.performances.waitUntilIdle()

        evaluator.logOutAction.evaluate()

        #expect(!evaluator.translator.isSignedIn.bool)
        #expect(evaluator.translator.username.string == "")
        #expect(evaluator.current.step == .editing(PoetLogin.Form()))
    }

    @Test func breadcrumbsNeverRecordThePassword() {
        let evaluator = PoetLogin.Evaluator(performer: MockLoginPerformer(.success(poet)))

        fillIn(evaluator)

        let trail = evaluator.breadcrumbs.breadcrumbs.map(\.action)
        #expect(trail == ["editUsername(\"poet\")", "editPassword(•••)"])
        #expect(!trail.joined().contains("loom-secret"))
    }

    @Test func theDemoPerformerAcceptsOnlyTheDemoCredentials() async throws {
        let demo = PoetLogin.DemoPerformer()

        let account = try await demo.logIn(username: "poet", password: "loom-secret")
        await #expect(throws: PoetLogin.Failure.wrongCredentials) {
            try await demo.logIn(username: "poet", password: "wrong-password")
        }
        #expect(account.displayName == "Poet")
    }
}
