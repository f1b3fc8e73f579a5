import Foundation
import LoomReactive
internal import Logging
internal import NIOCore
internal import PostgresNIO

/// One connection to the database, opened when first needed and opened again when the server
/// closed it (a restart, a failover): the store's callers wait for each statement, as they
/// wait for SQLite's, and one caller at a time has the connection, so a transaction's
/// statements never interleave with another caller's.
///
/// The waiting happens on the caller's thread (the main actor or a `@ModelActor`), never on
/// postgres-nio's event loops, which carry the work; ``withConnection(_:)`` must not be called
/// from one of those loops.
final class PostgresLink: Sendable {
    let address: PostgresAddress
    private let label: String
    /// How long one statement may take before the connection counts as lost. A server that is
    /// cut off (a network partition, a host that stopped answering) sends no error, and TCP
    /// would take many minutes to notice: the deadline closes the connection instead, so the
    /// caller fails, and the next call connects again.
    let statementDeadline: Duration
    private let current = Locked<PostgresConnection?>(nil)

    init(address: PostgresAddress, label: String, statementDeadline: Duration = .seconds(20)) {
        self.address = address
        self.label = label
        self.statementDeadline = statementDeadline
    }

    deinit {
        close()
    }

    /// Whether a failed call may run again on a new connection: until the body says it has
    /// started something the server may have kept (a transaction past `BEGIN`).
    final class Attempt {
        var mayRetry = true
    }

    /// Runs `body` with the connection, (re)connecting first when there is none. When the
    /// connection turns out to be lost (the server restarted or ended it since the last call),
    /// `body` runs once more on a new one, unless it said it may not.
    func withConnection<Result>(_ body: (PostgresSQLConnection, Attempt) throws -> Result) throws -> Result {
        try current.withLock { (connection: inout PostgresConnection?) throws -> Result in
            var tries = 0
            while true {
                tries += 1
                if connection?.isClosed ?? true { connection = try Self.connect(address, label: label) }
                guard let open = connection else { throw ModelError.storeUnavailable(location: address.description, reason: "no connection") }
                let attempt = Attempt()
                do {
                    return try body(PostgresSQLConnection(connection: open, deadline: statementDeadline), attempt)
                } catch {
                    guard open.isClosed || Self.isConnectionLost(error) else { throw error }
                    connection = nil
                    Self.closeWithoutWaiting(open)
                    if tries > 1 || !attempt.mayRetry { throw error }
                }
            }
        }
    }

    /// `withConnection` for a body that may always run again (reads).
    func withConnection<Result>(_ body: (PostgresSQLConnection) throws -> Result) throws -> Result {
        try withConnection { connection, _ in try body(connection) }
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it throws.
    /// Tried again on a new connection only if the connection was lost before `BEGIN` took
    /// effect, so a transaction is never applied twice.
    func transaction<Result>(_ body: (PostgresSQLConnection) throws -> Result) throws -> Result {
        try withConnection { db, attempt in
            try db.execute("BEGIN")
            attempt.mayRetry = false
            do {
                let result = try body(db)
                try db.execute("COMMIT")
                return result
            } catch {
                // A lost connection's transaction is rolled back by the server; a ROLLBACK sent
                // down a connection that is closing could wait for an answer that never comes.
                if !db.connection.isClosed, !Self.isConnectionLost(error) { try? db.execute("ROLLBACK") }
                throw error
            }
        }
    }

    /// Whether `error` says the connection is gone: closed, or ended by the server (SQLSTATE
    /// class 08, connection exceptions, and 57P, the server shutting the session down).
    static func isConnectionLost(_ error: any Error) -> Bool {
        if error is StatementDeadlinePassed { return true }
        guard let error = error as? PSQLError else { return false }
        if [.serverClosedConnection, .clientClosedConnection, .connectionError, .uncleanShutdown].contains(error.code) { return true }
        guard let state = error.serverInfo?[.sqlState] else { return false }
        return state.hasPrefix("08") || state.hasPrefix("57P")
    }

    func close() {
        let connection = current.withLock { connection in
            defer { connection = nil }
            return connection
        }
        guard let connection, !connection.isClosed else { return }
        if connection.eventLoop.inEventLoop {
            _ = connection.close() as EventLoopFuture<Void>
        } else {
            try? (connection.close() as EventLoopFuture<Void>).wait()
        }
    }

    /// Closes `connection` without waiting: one that is already going may never say it went.
    /// The connection is kept until it has closed (postgres-nio requires a connection be closed
    /// before it is released).
    static func closeWithoutWaiting(_ connection: PostgresConnection) {
        (connection.close() as EventLoopFuture<Void>).whenComplete { _ in withExtendedLifetime(connection) {} }
    }

    static func connect(_ address: PostgresAddress, label: String) throws -> PostgresConnection {
        var logger = Logger(label: "LoomData.\(label)")
        logger.logLevel = .critical
        return try PostgresConnection.connect(
            on: PostgresConnection.defaultEventLoopGroup.any(), configuration: address.configuration,
            id: nextID.withLock { id in
                id += 1
                return id
            }, logger: logger
        ).wait()
    }

    private static let nextID = Locked(0)
}

/// A postgres-nio connection as a ``SQLConnection``: `?` placeholders numbered, values bound
/// with their types, each cell read back as the ``SQLValue`` its type holds.
struct PostgresSQLConnection: SQLConnection {
    let connection: PostgresConnection
    /// How long a statement may go unanswered (``PostgresLink/statementDeadline``).
    let deadline: Duration

    var dialect: SQLDialect { PostgresModelStore.postgresDialect }

    private static let logger: Logger = {
        var logger = Logger(label: "LoomData.statements")
        logger.logLevel = .critical
        return logger
    }()

    func execute(_ sql: String, _ arguments: [SQLValue]) throws {
        _ = try run(sql, arguments)
    }

    func rows(_ sql: String, _ arguments: [SQLValue]) throws -> [[SQLValue]] {
        try run(sql, arguments).rows.map { row in try row.map(Self.value) }
    }

    func tableExists(_ name: String) throws -> Bool {
        try !rows("SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ?", [.text(name)]).isEmpty
    }

    func columnTypes(of table: String) throws -> [String: String] {
        let columns = try rows("SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?", [.text(table)])
        var types: [String: String] = [:]
        for column in columns {
            guard column.count == 2, case .text(let name) = column[0], case .text(let type) = column[1] else { continue }
            types[name] = type.uppercased()
        }
        return types
    }

    func constraintViolation(in error: any Error) -> String? {
        // SQLSTATE class 23: integrity constraint violations (23505 is a repeated unique value).
        guard let error = error as? PSQLError, let state = error.serverInfo?[.sqlState], state.hasPrefix("23") else { return nil }
        return Self.describe(error)
    }

    func describe(_ error: any Error) -> String { Self.describe(error) }

    static func describe(_ error: any Error) -> String {
        guard let error = error as? PSQLError else { return "\(error)" }
        if let message = error.serverInfo?[.message] {
            return message + (error.serverInfo?[.detail].map { " (\($0))" } ?? "")
        }
        if let underlying = error.underlying { return "\(error.code): \(underlying)" }
        return "\(error.code)"
    }

    private func run(_ sql: String, _ arguments: [SQLValue]) throws -> PostgresQueryResult {
        var binds = PostgresBindings(capacity: arguments.count)
        for argument in arguments {
            switch argument {
            case .null: binds.appendNull()
            case .integer(let number): binds.append(number)
            case .real(let number): binds.append(number)
            case .text(let text): binds.append(text)
            case .blob(let data): binds.append(ByteBuffer(bytes: data))
            }
        }
        let query = PostgresQuery(unsafeSQL: Self.numbered(sql), binds: binds)
        return try waitWithDeadline(connection.query(query, logger: Self.logger))
    }

    /// Waits for `future`, at most ``deadline``.
    private func waitWithDeadline<Value: Sendable>(_ future: EventLoopFuture<Value>) throws -> Value {
        let outcome = Locked<Result<Value, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        future.whenComplete { result in
            outcome.withLock { $0 = result }
            done.signal()
        }
        let seconds = Double(deadline.components.seconds) + Double(deadline.components.attoseconds) / 1e18
        guard done.wait(timeout: .now() + seconds) == .success, let result = outcome.withLock({ $0 }) else {
            PostgresLink.closeWithoutWaiting(connection)
            throw StatementDeadlinePassed(seconds: seconds)
        }
        return try result.get()
    }

    /// `?` placeholders as PostgreSQL's `$1`, `$2`, …, outside quoted text and names.
    static func numbered(_ sql: String) -> String {
        var result = ""
        result.reserveCapacity(sql.utf8.count + 8)
        var number = 0
        var quote: Character?
        for character in sql {
            if let open = quote {
                if character == open { quote = nil }
                result.append(character)
            } else if character == "'" || character == "\"" {
                quote = character
                result.append(character)
            } else if character == "?" {
                number += 1
                result += "$\(number)"
            } else {
                result.append(character)
            }
        }
        return result
    }

    static func value(_ cell: PostgresCell) throws -> SQLValue {
        guard cell.bytes != nil else { return .null }
        switch cell.dataType {
        case .int2, .int4, .int8: return .integer(try cell.decode(Int64.self))
        case .float4, .float8: return .real(try cell.decode(Double.self))
        case .bool: return .integer(try cell.decode(Bool.self) ? 1 : 0)
        case .bytea:
            let buffer = try cell.decode(ByteBuffer.self)
            return .blob(Data(buffer.readableBytesView))
        default: return .text(try cell.decode(String.self))
        }
    }
}

/// A statement had no answer within ``PostgresLink/statementDeadline``: the server is
/// cut off or stuck, and the connection was closed.
struct StatementDeadlinePassed: Error, CustomStringConvertible {
    let seconds: Double
    var description: String {
        "the database did not answer within \(seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)") seconds"
    }
}
