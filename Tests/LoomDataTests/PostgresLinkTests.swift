import Foundation
@testable import LoomData
import Testing

/// The connection under faults the server does not announce: a statement that gets no answer
/// in time counts as a lost connection, and the next call connects again.
struct PostgresLinkTests {
    @Test func aStatementWithNoAnswerInTimeFailsAndTheNextCallConnectsAgain() throws {
        guard PostgresTestDatabase.isAvailable else { return }
        let server = try #require(PostgresTestDatabase.serverURL)
        let link = PostgresLink(address: try PostgresAddress(server), label: "deadline", statementDeadline: .milliseconds(500))
        defer { link.close() }
        let started = ContinuousClock.now
        #expect {
            // The server stays silent for 3 s: as a cut-off server does, if for longer.
            try link.withConnection { try $0.execute("SELECT pg_sleep(3)") }
        } throws: { error in
            error is StatementDeadlinePassed && "\(error)" == "the database did not answer within 0.5 seconds"
        }
        #expect(ContinuousClock.now - started < .seconds(2.5), "the deadline ended the wait, not the statement")
        let answer = try link.withConnection { try $0.rows("SELECT 41 + 1", []) }
        #expect(answer == [[.integer(42)]])
    }

    @Test func aTransactionWhoseConnectionIsLostIsNotRetriedAndTheLinkRecovers() throws {
        guard PostgresTestDatabase.isAvailable else { return }
        let database = try PostgresTestDatabase()
        defer { database.drop() }
        _ = try database.run("CREATE TABLE marks (n BIGINT)")
        let link = PostgresLink(address: try PostgresAddress(database.url), label: "lost", statementDeadline: .milliseconds(500))
        defer { link.close() }
        var runs = 0
        #expect(throws: StatementDeadlinePassed.self) {
            try link.transaction { db in
                runs += 1
                try db.execute("INSERT INTO marks VALUES (1)")
                try db.execute("SELECT pg_sleep(3)")
            }
        }
        #expect(runs == 1, "a transaction past BEGIN is never run a second time")
        try link.transaction { try $0.execute("INSERT INTO marks VALUES (2)") }
        // The first transaction's row was never committed: the server rolled it back.
        #expect(try database.run("SELECT n FROM marks ORDER BY n") == [[.integer(2)]])
    }
}
