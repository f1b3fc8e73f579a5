import Foundation
import LoomCore
import LoomData

/// A window's container while it cannot be opened, and the retries that open it.
///
/// A store that cannot be opened at start (a database server that is down, a file the process
/// cannot reach) must neither stop the app nor let it run on a throw-away store, where what
/// users enter would be lost: every session shows ``StoreUnavailableView`` instead, the reason
/// goes to standard error, and the store is tried again every few seconds off the main actor
/// (opening may wait for a network timeout). The moment it opens, every session shows its
/// content on it. A store that cannot be opened for good (a change that needs a migration, a
/// model that cannot be stored) is shown the same way and not retried.
///
/// The retries run on a Dispatch queue, not in a task: an attempt may block its thread for a
/// connection timeout, which must not take one of the few threads Swift's tasks share.
@MainActor
@Observable
final class ModelStoreGate {
    private(set) var container: ModelContainer?
    private(set) var problem: (any Error)?

    nonisolated static let retryInterval: Duration = .seconds(2)
    nonisolated private static let retries = DispatchQueue(label: "loom.model-store-gate", qos: .utility)

    init(container: ModelContainer) {
        self.container = container
    }

    /// A gate closed by `error`, which keeps trying `open` while the error says the store may
    /// come back.
    init(failure error: any Error, title: String, open: @escaping @Sendable () throws -> ModelContainer) {
        problem = error
        Self.report(error, title: title)
        guard Self.isWorthRetrying(error) else { return }
        scheduleRetry(after: "\(error)", title: title, open: open)
    }

    /// Tries `open` again after ``retryInterval``, on the retry queue; reports an error unlike
    /// `last`, and keeps trying while the gate exists and the store stays closed.
    nonisolated private func scheduleRetry(after last: String, title: String, open: @escaping @Sendable () throws -> ModelContainer) {
        let interval = Double(Self.retryInterval.components.seconds)
        Self.retries.asyncAfter(deadline: .now() + interval) { [weak self] in
            guard self != nil else { return }
            do {
                let container = try open()
                Task { @MainActor [weak self] in self?.opened(container, title: title) }
            } catch {
                if "\(error)" != last { Self.report(error, title: title) }
                let problem = error as any Error
                Task { @MainActor [weak self] in self?.failed(problem) }
                self?.scheduleRetry(after: "\(error)", title: title, open: open)
            }
        }
    }

    private func opened(_ container: ModelContainer, title: String) {
        FileHandle.standardError.write(Data("\(title): the data store is open now\n".utf8))
        problem = nil
        self.container = container
    }

    private func failed(_ error: any Error) {
        problem = error
    }

    nonisolated static func isWorthRetrying(_ error: any Error) -> Bool {
        if case .storeUnavailable? = error as? ModelError { return true }
        return false
    }

    nonisolated private static func report(_ error: any Error, title: String) {
        let retrying = isWorthRetrying(error) ? "; trying again every \(retryInterval.components.seconds) s" : ""
        FileHandle.standardError.write(Data("\(title): the data store could not be opened\(retrying): \(error)\n".utf8))
    }
}

/// A window's content on its gate's container, or the notice that its data is unavailable.
struct ModelStoreGateView<Content: View>: View {
    let gate: ModelStoreGate
    let content: Content

    var body: some View {
        if let container = gate.container {
            content.modelContainer(container)
        } else {
            StoreUnavailableView(isRetrying: gate.problem.map(ModelStoreGate.isWorthRetrying) ?? false)
        }
    }
}

/// What a user sees while the app's data cannot be reached: what happened and what happens
/// next, without the details (paths, servers) that are for the developer's log.
struct StoreUnavailableView: View {
    let isRetrying: Bool

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "exclamationmark.triangle")
            Text("The app's data is not available").font(.title2)
            Text(isRetrying
                ? "It cannot reach its database right now and is trying again; this page will continue by itself. Nothing you entered before is lost."
                : "Its stored data cannot be opened by this version of the app. Nothing was changed; the people running it have been told why.")
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding()
    }
}
