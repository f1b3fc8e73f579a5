/// A login screen built with the Poet pattern: validation in the evaluator, the network call in a
/// performer, alerts through an `AlertTranslator`.
///
/// Host it with ``PoetLogin/Screen``; give it a ``PoetLogin/Performing`` of your own, or the
/// ``PoetLogin/DemoPerformer``.
public enum PoetLogin {
    /// Who is signed in.
    public struct Account: Sendable, Equatable {
        /// The name shown once signed in.
        public var displayName: String

        /// Creates an account.
        public init(displayName: String) {
            self.displayName = displayName
        }
    }

    /// Why a login failed, in words the user can act on.
    public enum Failure: Error, Sendable, Equatable {
        /// The username and password do not match.
        case wrongCredentials
        /// The server could not be reached.
        case unreachable

        /// The alert message for this failure.
        public var message: String {
            switch self {
            case .wrongCredentials: "That username and password do not match."
            case .unreachable: "The server could not be reached. Check your connection."
            }
        }
    }

    /// Logs in somewhere slow (a server): the login screen's performer.
    ///
    /// Kept behind a protocol so tests can hand the evaluator a mock that succeeds or fails.
    public protocol Performing: Sendable {
        /// Logs `username` in, returning the account or throwing why not.
        func logIn(username: String, password: String) async throws(Failure) -> Account
    }

    /// A performer for the showcase: "poet" / "loom-secret" logs in, anything else is refused.
    public struct DemoPerformer: Performing {
        /// Creates the demo performer.
        public init() {}

        /// Accepts only the demo credentials.
        public func logIn(username: String, password: String) async throws(Failure) -> Account {
            guard username == "poet", password == "loom-secret" else { throw .wrongCredentials }
            return Account(displayName: "Poet")
        }
    }
}
