import Foundation
@testable import LoomData
import Testing

/// Topics and presence across processes on a real PostgreSQL server: two containers on one
/// database under two URLs have a store, a listening connection and a channel each, as two
/// processes have. Waits are long: under the sanitizers, other tests' synchronous database work
/// holds the main actor for half a minute at a time (a wait ends as soon as its condition holds).
@MainActor
@Suite(.enabled(if: PostgresTestDatabase.isAvailable, "needs LOOM_TEST_POSTGRES_URL (scripts/test starts a server)"))
struct PostgresChannelTests {
    private func twoProcesses(_ database: PostgresTestDatabase) throws -> (ModelContainer, ModelContainer) {
        let here = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(url: database.url(asProcess: "here")))
        let there = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(url: database.url(asProcess: "there")))
        #expect(here.store !== there.store)
        return (here, there)
    }

    @Test func aBroadcastReachesTheOtherProcessOnceAndItsOwnAtOnce() async throws {
        let database = try PostgresTestDatabase()
        defer { database.drop() }
        let (here, there) = try twoProcesses(database)
        var heardHere: [String] = []
        var heardThere: [String] = []
        let subscriptions = [
            here.publisher(for: .typing).sink { heardHere.append($0.name) },
            there.publisher(for: .typing).sink { heardThere.append($0.name) },
        ]
        try there.broadcast(Typing(name: "Ada"), to: .typing)
        #expect(heardThere == ["Ada"], "the sending process hears it at once")
        try await waitUntil(seconds: 120) { heardHere == ["Ada"] }
        // Messages near the limit fit one notification; many keep their order.
        let long = String(repeating: "é", count: 3_900)
        try there.broadcast(Typing(name: long), to: .typing)
        for index in 0..<50 { try there.broadcast(Typing(name: "\(index)"), to: .typing) }
        try await waitUntil(seconds: 120) { heardHere.count == 52 }
        #expect(heardHere == ["Ada", long] + (0..<50).map { "\($0)" })
        // The sender's own subscribers heard each once: not again through the database.
        try await Task.sleep(for: .milliseconds(300))
        #expect(heardThere.count == 52)
        _ = (subscriptions, here, there)
    }

    @Test func theListenerComesBackAfterTheServerEndsItsConnection() async throws {
        let database = try PostgresTestDatabase()
        defer { database.drop() }
        let (here, there) = try twoProcesses(database)
        var heard: [String] = []
        let subscription = here.publisher(for: .typing).sink { heard.append($0.name) }
        try there.broadcast(Typing(name: "before"), to: .typing)
        try await waitUntil(seconds: 120) { heard == ["before"] }

        _ = try database.run("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")
        // What is sent while the listener is away is lost (at most once): the sender repeats
        // until the listener, connecting again every second, hears one. It gives up only after
        // 120 s and 300 sends, as `eventually` does: under the sanitizers other tests hold the
        // main actor (where the messages are delivered) for half a minute at a time.
        let deadline = ContinuousClock.now + .seconds(120)
        var sent = 0
        while !heard.contains(where: { $0.hasPrefix("after") }) && (ContinuousClock.now < deadline || sent < 300) {
            sent += 1
            try there.broadcast(Typing(name: "after \(sent)"), to: .typing)
            try await Task.sleep(for: .milliseconds(200))
        }
        #expect(heard.contains { $0.hasPrefix("after") })
        _ = (subscription, here, there)
    }

    @Test func presenceIsSharedAcrossProcessesAndAStoppedProcessExpires() async throws {
        let database = try PostgresTestDatabase()
        defer { database.drop() }
        let (here, there) = try twoProcesses(database)
        var seenHere: [Visitor] = []
        var seenThere: [Visitor] = []
        let subscriptions = [
            here.presencePublisher(in: "lobby", as: Visitor.self).sink { seenHere = $0 },
            there.presencePublisher(in: "lobby", as: Visitor.self).sink { seenThere = $0 },
        ]
        let ada = here.trackPresence(in: "lobby", as: Visitor(name: "Ada"))
        try await waitUntil(seconds: 120) { seenThere == [Visitor(name: "Ada")] }
        let bob = there.trackPresence(in: "lobby", as: Visitor(name: "Bob"))
        try await waitUntil(seconds: 120) { seenHere == [Visitor(name: "Ada"), Visitor(name: "Bob")] && seenThere == seenHere }

        // A leave is heard when it happens, not at expiry: the row is gone at once.
        ada.cancel()
        try await waitUntil(seconds: 120) { seenThere == [Visitor(name: "Bob")] }
        #expect(try database.run("SELECT info FROM loom_presence") == [[.text(#"{"name":"Bob"}"#)]])
        let carol = here.trackPresence(in: "lobby", as: Visitor(name: "Carol"))
        try await waitUntil(seconds: 120) { seenThere == [Visitor(name: "Bob"), Visitor(name: "Carol")] }

        // "there" stops beating, as a process killed with kill -9 does: its member stays in
        // the table until its time passes, then the other process sweeps it out.
        there.store.channel.presence.stopBeating()
        let stopped = ContinuousClock.now
        try await waitUntil(seconds: 120) { seenHere == [Visitor(name: "Carol")] }
        // Not before its expiry (its last beat was at most one interval before it stopped).
        // How soon after is a figure, not a test: a busy main actor delays the list.
        #expect(ContinuousClock.now - stopped > .seconds(PostgresPresenceTable.expiry - PresenceRegistry.heartbeatInterval),
                "a process is not dropped while it may still be alive")
        let rows = try database.run("SELECT info FROM loom_presence ORDER BY joined")
        #expect(rows == [[.text(#"{"name":"Carol"}"#)]])
        _ = (subscriptions, bob, carol, here, there)
    }

    @Test func aListThatMissedAJoinWhileItsListenerWasDownIsReadAgain() async throws {
        let database = try PostgresTestDatabase()
        defer { database.drop() }
        let (here, there) = try twoProcesses(database)
        var seenHere: [Visitor] = []
        let subscription = here.presencePublisher(in: "lobby", as: Visitor.self).sink { seenHere = $0 }
        let ada = there.trackPresence(in: "lobby", as: Visitor(name: "Ada"))
        try await waitUntil(seconds: 120) { seenHere == [Visitor(name: "Ada")] }

        // The server ends every connection; "there" joins Bob at once (its link connects again
        // on use), while "here"'s listener waits its second before connecting again: the
        // announcement is missed.
        _ = try database.run("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")
        let bob = there.trackPresence(in: "lobby", as: Visitor(name: "Bob"))
        // Once "here" listens again it reads the list again, whatever it missed.
        try await waitUntil(seconds: 120) { seenHere == [Visitor(name: "Ada"), Visitor(name: "Bob")] }
        _ = (subscription, ada, bob, here, there)
    }

    @Test func aProcessWhoseEntriesWereSweptPutsThemBack() async throws {
        let database = try PostgresTestDatabase()
        defer { database.drop() }
        let (here, there) = try twoProcesses(database)
        var seenHere: [Visitor] = []
        let subscription = here.presencePublisher(in: "lobby", as: Visitor.self).sink { seenHere = $0 }
        let bob = there.trackPresence(in: "lobby", as: Visitor(name: "Bob"))
        try await waitUntil(seconds: 120) { seenHere == [Visitor(name: "Bob")] }
        // The table is emptied behind the process's back (another process swept it after a
        // long pause, or the server crashed and its unlogged tables came back empty).
        _ = try database.run("DELETE FROM loom_presence_processes")
        _ = try database.run("DELETE FROM loom_presence")
        try await waitUntil(seconds: 120) {
            (try? database.run("SELECT info FROM loom_presence")) == [[.text(#"{"name":"Bob"}"#)]]
        }
        // Members lost while the process's own row stays are put back too.
        _ = try database.run("DELETE FROM loom_presence")
        try await waitUntil(seconds: 120) {
            (try? database.run("SELECT info FROM loom_presence")) == [[.text(#"{"name":"Bob"}"#)]]
        }
        _ = (subscription, bob, here, there)
    }
}
