/// Work that must be done before the next view update, on the main actor: a data context's
/// save of the changes an event made, so that they are stored before the update that event
/// caused is sent to the page and the event acknowledged.
///
/// The view engine runs what is queued at the start of every update, whichever renderer asked
/// for it (a web session after an event, the terminal, a test harness). Process-wide, like the
/// main actor's own queue it stands beside: what is queued here is the main actor's, not one
/// session's.
@MainActor
public enum PendingWork {
    private static var queued: [@MainActor () -> Void] = []

    /// Queues `work` to run before the next view update.
    public static func beforeNextUpdate(_ work: @escaping @MainActor () -> Void) {
        queued.append(work)
    }

    /// Runs (and empties) the queue; work queued while it runs waits for the next update.
    public static func run() {
        guard !queued.isEmpty else { return }
        let work = queued
        queued = []
        for item in work { item() }
    }
}
