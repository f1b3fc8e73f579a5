import Loom

extension PoetLogin {
    /// Turns each of the login evaluator's steps into the screen's display state.
    public final class Translator: StepTranslating, AlertTranslating {
        /// The login screen's alert.
        public let alertTranslator = AlertTranslator()

        /// The username field's text.
        public let username = ObservableString()
        /// The password field's text.
        public let password = ObservableString()
        /// What is wrong with the username, or "".
        public let usernameMessage = ObservableString()
        /// What is wrong with the password, or "".
        public let passwordMessage = ObservableString()
        /// Whether the login button can be tapped.
        public let isLoginEnabled = ObservableBool(false)
        /// The login button's title.
        public let loginButtonTitle = ObservableString("Log In")
        /// Whether someone is signed in (the form is hidden then).
        public let isSignedIn = ObservableBool(false)
        /// Who is signed in, or "".
        public let signedInText = ObservableString()

        private var behavior: Behavior?

        /// Creates a translator following `current`, translating its step at once.
        public init(_ current: PassableStep<Evaluator.Step>) {
            behavior = current.translate(with: self)
        }

        /// Sets the whole display state for `step`.
        public func translate(step: Evaluator.Step) {
            switch step {
            case .editing(let form):
                showForm(form, loggingIn: false)
            case .loggingIn(let form):
                showForm(form, loggingIn: true)
            case .signedIn(let account):
                showForm(Form(), loggingIn: false)
                isSignedIn.bool = true
                signedInText.string = "Signed in as \(account.displayName)"
            }
        }

        private func showForm(_ form: Form, loggingIn: Bool) {
            username.string = form.username
            password.string = form.password
            usernameMessage.string = form.usernameProblem ?? ""
            passwordMessage.string = form.passwordProblem ?? ""
            isLoginEnabled.bool = form.canLogIn && !loggingIn
            loginButtonTitle.string = loggingIn ? "Logging In…" : "Log In"
            isSignedIn.bool = false
            signedInText.string = ""
        }
    }
}
