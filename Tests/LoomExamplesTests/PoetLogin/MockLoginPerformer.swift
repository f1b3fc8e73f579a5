import LoomExamples

/// A login performer that answers at once with a fixed outcome and remembers each attempt.
actor MockLoginPerformer: PoetLogin.Performing {
    private let outcome: Result<PoetLogin.Account, PoetLogin.Failure>
    private(set) var attempts: [String] = []

    init(_ outcome: Result<PoetLogin.Account, PoetLogin.Failure>) {
        self.outcome = outcome
    }

    func logIn(username: String, password: String) async throws(PoetLogin.Failure) -> PoetLogin.Account {
        attempts.append(username)
        return try outcome.get()
    }
}

/// A login performer that answers only when the test opens its gate, to observe "logging in".
final class GatedLoginPerformer: PoetLogin.Performing {
    private let gate: AsyncStream<Result<PoetLogin.Account, PoetLogin.Failure>>
    private let opener: AsyncStream<Result<PoetLogin.Account, PoetLogin.Failure>>.Continuation

    init() {
        (gate, opener) = AsyncStream.makeStream()
    }

    func open(with outcome: Result<PoetLogin.Account, PoetLogin.Failure>) {
        opener.yield(outcome)
    }

    func logIn(username: String, password: String) async throws(PoetLogin.Failure) -> PoetLogin.Account {
        for await outcome in gate {
            return try outcome.get()
        }
        throw .unreachable
    }
}
