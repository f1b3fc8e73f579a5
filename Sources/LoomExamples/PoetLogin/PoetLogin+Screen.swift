import Loom

extension PoetLogin {
    /// The login screen: the entry point that makes its evaluator and translator.
    ///
    /// The screen owns the evaluator; its fields and buttons get observables and weak actions
    /// only, so typing re-renders just the field and its message.
    ///
    /// ```swift
    /// let host = ViewHost(PoetLogin.Screen(performer: PoetLogin.DemoPerformer()))
    /// ```
    public struct Screen: View {
        /// The screen's evaluator (its translator is `evaluator.translator`).
        public let evaluator: Evaluator

        /// Creates the screen logging in through `performer`.
        public init(performer: any Performing = DemoPerformer()) {
            self.init(evaluator: Evaluator(performer: performer))
        }

        /// Creates the screen for an existing evaluator.
        public init(evaluator: Evaluator) {
            self.evaluator = evaluator
        }

        /// The form, or who is signed in, with the alert on top.
        public var body: some View {
            let translator = evaluator.translator
            VStack(alignment: .leading, spacing: 12) {
                Text("Log In").font(.title).bold()
                SignedInSwitch(
                    isSignedIn: translator.isSignedIn,
                    form: AnyView(LoginForm(evaluator: evaluator)),
                    signedIn: AnyView(
                        VStack(alignment: .leading, spacing: 8) {
                            ObservingTextView(text: translator.signedInText)
                            ButtonActionView(action: evaluator.logOutAction, content: AnyView(Text("Log Out")))
                        }))
                AlertView(translator.alertTranslator)
            }
            .padding()
            .onAppear { [weak evaluator] in evaluator?.viewDidAppear() }
        }
    }
}

/// Shows the form or the signed-in view, whichever the translator says.
struct SignedInSwitch: View {
    @ObservedObject var isSignedIn: ObservableBool
    let form: AnyView
    let signedIn: AnyView

    var body: some View {
        if isSignedIn.bool {
            signedIn
        } else {
            form
        }
    }
}

/// The two fields with their messages, and the login button.
struct LoginForm: View {
    weak var evaluator: PoetLogin.Evaluator?
    let translator: PoetLogin.Translator

    init(evaluator: PoetLogin.Evaluator) {
        self.evaluator = evaluator
        translator = evaluator.translator
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            LoginField(
                placeholder: "Username", text: translator.username, message: translator.usernameMessage,
                onEdit: { [weak evaluator] in evaluator?.evaluate(.editUsername($0)) })
            LoginField(
                placeholder: "Password", isSecure: true, text: translator.password, message: translator.passwordMessage,
                onEdit: { [weak evaluator] in evaluator?.evaluate(.editPassword($0)) })
            LoginButton(
                title: translator.loginButtonTitle, isEnabled: translator.isLoginEnabled,
                action: evaluator?.logInAction)
        }
    }
}

/// A text field (a secure one for the password, whose value never reaches the page) showing the
/// translator's text and reporting each edit to the evaluator, with the field's validation
/// message under it.
struct LoginField: View {
    let placeholder: String
    var isSecure = false
    @ObservedObject var text: ObservableString
    @ObservedObject var message: ObservableString
    let onEdit: @MainActor (String) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            let binding = Binding(get: { text.string }, set: { onEdit($0) })
            if isSecure {
                SecureField(placeholder, text: binding)
            } else {
                TextField(placeholder, text: binding)
            }
            if !message.string.isEmpty {
                Text(message.string).font(.caption).foregroundColor(.red)
            }
        }
    }
}

/// The login button: its title and whether it can be tapped come from the translator.
struct LoginButton: View {
    @ObservedObject var title: ObservableString
    @ObservedObject var isEnabled: ObservableBool
    let action: Action

    var body: some View {
        ButtonActionView(action: action, content: AnyView(Text(title.string)))
            .disabled(!isEnabled.bool)
    }
}
