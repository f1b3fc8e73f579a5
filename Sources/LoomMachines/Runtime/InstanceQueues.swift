import LoomReactive
import Dispatch

/// The serial queue of each class-based child machine running off the main queue.
///
/// A child instance must never process two inputs at once, even when it is wrapped by `~` more
/// than once: in two branches of a flow, in two flows, or dropped by a ``ConnectableMachine``
/// reduce while a call is under way and started again in a new wrapper. Every wrapper of the
/// same instance therefore gets the same queue from here.
///
/// This is shared state on purpose, the only place that sees all wrappers of an instance. An
/// entry holds its queue weakly, so it disappears with the last wrapper; the wrappers hold the
/// instance, so its `ObjectIdentifier` cannot be reused while the entry is alive.
enum InstanceQueues {
    private struct Entry {
        weak var queue: DispatchQueue?
    }

    private static let entries = Locked<[ObjectIdentifier: Entry]>([:])

    /// The queue for `instance`, created with `label` the first time it is asked for.
    static func queue(for instance: AnyObject, label: String) -> DispatchQueue {
        entries.withLock { entries in
            let key = ObjectIdentifier(instance)
            if let queue = entries[key]?.queue { return queue }
            entries = entries.filter { $0.value.queue != nil }
            let queue = DispatchQueue(label: label)
            entries[key] = Entry(queue: queue)
            return queue
        }
    }
}
