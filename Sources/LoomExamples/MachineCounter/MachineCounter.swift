import Loom

/// The counter app of the machines document, on Loom: a number on screen that grows with each
/// tap, is logged each time it changes, and survives a restart in the app's database.
///
/// The machine tree: `MachineCounterApp` (root) loops the outputs of `Domain` (storage reader,
/// then calculator, which stores each tap) and `Display` (logger, the screen) back into both.
/// Its types live in this namespace so the example's names do not meet other examples'.
public enum MachineCounter {
    /// What `Domain` and `Display` tell each other.
    public enum AppEvent: Sendable, Equatable {
        /// The user asked for the next number.
        case willChangeState
        /// The number is now this.
        case didChangeState(Int)
    }

    /// Inputs inside `Domain`: the value read from storage, or a request from the parent.
    enum DomainInput: Sendable {
        case fromReader(Int)
        case fromParent
    }

    /// Outputs inside `Domain`: the value read from storage, or the calculator's number.
    enum DomainOutput: Sendable {
        case fromReader(Int)
        case fromCalculator(Int)
    }
}
