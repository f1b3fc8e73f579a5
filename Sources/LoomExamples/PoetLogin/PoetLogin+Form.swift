extension PoetLogin {
    /// What the user typed, and what is wrong with it.
    public struct Form: Sendable, Equatable {
        /// The username typed.
        public var username = ""
        /// The password typed.
        public var password = ""

        /// Creates a form.
        public init(username: String = "", password: String = "") {
            self.username = username
            self.password = password
        }

        /// What is wrong with the username; `nil` when it is fine or nothing is typed yet.
        public var usernameProblem: String? {
            if username.isEmpty { return nil }
            if username.contains(" ") { return "Usernames have no spaces." }
            if username.count < 3 { return "Usernames have at least 3 characters." }
            return nil
        }

        /// What is wrong with the password; `nil` when it is fine or nothing is typed yet.
        public var passwordProblem: String? {
            if password.isEmpty { return nil }
            if password.count < 8 { return "Passwords have at least 8 characters." }
            return nil
        }

        /// Whether both fields are filled in and valid.
        public var canLogIn: Bool {
            !username.isEmpty && !password.isEmpty && usernameProblem == nil && passwordProblem == nil
        }
    }
}
