/// The set of machines a ``ConnectableMachine`` runs at one moment, plus whatever the reducer
/// wants to remember alongside them.
public protocol Connection: Sendable {
    /// What the connected machines receive.
    associatedtype Input: Sendable
    /// What the connected machines emit.
    associatedtype Output: Sendable
    /// The machines to run, in the order inputs reach them. A machine listed twice runs once.
    var machines: [Machine<Input, Output>] { get }
}

/// A connection that is just a list of machines.
///
/// ```swift
/// BasicConnection(~Reader())
/// ```
public struct BasicConnection<Input: Sendable, Output: Sendable>: Connection {
    /// The machines to run, each listed once.
    public let machines: [Machine<Input, Output>]

    /// Connects `machines`; a machine listed twice runs once.
    public init(_ machines: [Machine<Input, Output>]) {
        self.machines = machines.distinctMachines()
    }

    /// Connects `machines`; a machine listed twice runs once.
    public init(_ machines: Machine<Input, Output>...) {
        self.init(machines)
    }
}

/// What a ``ConnectableMachine``'s reducer decides for one input.
public enum ConnectionType<C: Connection> {
    /// Replaces the running connection: machines no longer listed stop, new ones start, and
    /// machines in both keep running undisturbed. The input itself goes nowhere.
    case reduce(C)
    /// Keeps the connection and passes the input to each of its machines.
    case inward
}

extension ConnectionType: Sendable {}
