import Loom

extension PoetLogin {
    /// Validates the form, logs in through its performer, and decides what the screen shows.
    @MainActor
    public final class Evaluator {
        /// The evaluator's current step; its translator follows it.
        public let current = PassableStep(Step.editing(Form()))
        /// Turns each step into display state.
        public let translator: Translator
        /// The actions evaluated so far, for debugging (passwords are never recorded).
        public let breadcrumbs = BreadcrumbTrail()
        /// The performer calls under way; cancelled when the evaluator goes away.
        public let performances = Performances()
        private let performer: any Performing

        /// Creates an evaluator logging in through `performer`.
        public init(performer: any Performing) {
            self.performer = performer
            translator = Translator(current)
        }
    }
}

extension PoetLogin.Evaluator {
    /// Everything the login screen can be doing.
    public enum Step: EvaluatorStep, Equatable {
        /// The user is filling in the form.
        case editing(PoetLogin.Form)
        /// The performer is logging the form's user in.
        case loggingIn(PoetLogin.Form)
        /// Someone is signed in.
        case signedIn(PoetLogin.Account)
    }

    /// What the user can ask of the login screen.
    public enum Intent: EvaluatorAction {
        /// The username field changed.
        case editUsername(String)
        /// The password field changed.
        case editPassword(String)
        /// Log in with the form as it is.
        case logIn
        /// Sign out again.
        case logOut

        /// Like the case itself, but never with the password.
        public var breadcrumbDescription: String {
            switch self {
            case .editPassword: "editPassword(•••)"
            default: String(describing: self)
            }
        }
    }

    /// Logs in with what the form holds.
    public var logInAction: Action { action(.logIn) }
    /// Signs out.
    public var logOutAction: Action { action(.logOut) }
}

extension PoetLogin.Evaluator: ViewCycleEvaluating {
    /// Nothing to fetch: the empty form is already showing.
    public func viewDidAppear() {}
}

extension PoetLogin.Evaluator: ActionEvaluating {
    /// Edits the form, starts a login, or signs out.
    public func handle(_ intent: Intent) {
        switch (intent, current.step) {
        case (.editUsername(let username), .editing(var form)):
            form.username = username
            current.step = .editing(form)
        case (.editPassword(let password), .editing(var form)):
            form.password = password
            current.step = .editing(form)
        case (.logIn, .editing(let form)) where form.canLogIn:
            logIn(form)
        case (.logOut, .signedIn):
            current.step = .editing(PoetLogin.Form())
        default:
            break  // not possible in this step, e.g. typing while logging in
        }
    }
}

extension PoetLogin.Evaluator {
    private func logIn(_ form: PoetLogin.Form) {
        current.step = .loggingIn(form)
        performances.run { [weak self, performer] in
            do throws(PoetLogin.Failure) {
                let account = try await performer.logIn(username: form.username, password: form.password)
                self?.finishLogIn(account)
            } catch {
                self?.failLogIn(form, because: error)
            }
        }
    }

    private func finishLogIn(_ account: PoetLogin.Account) {
        current.step = .signedIn(account)
        translator.showAlert(title: "Welcome", message: "You are signed in as \(account.displayName).")
    }

    private func failLogIn(_ form: PoetLogin.Form, because failure: PoetLogin.Failure) {
        current.step = .editing(form)
        translator.showAlert(
            title: "Login Failed",
            message: failure.message,
            primaryAlertAction: AlertAction(title: "Try Again", action: logInAction),
            secondaryAlertAction: AlertAction(title: "Cancel", style: .cancel)
        )
    }
}
