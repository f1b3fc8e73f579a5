import LoomReactive

/// The parts of a node most nodes never need, kept out of line so a plain text or stack node
/// stays small: state slots, subscriptions, environment dependencies, lifecycle work, and the
/// bookkeeping of keyed or conditional children.
@MainActor
final class NodeStorage {
    /// Persistent storage of dynamic properties (`@State` boxes, `@StateObject` objects), by slot.
    var slots: [AnyObject?] = []
    /// Subscriptions to observed objects, by slot; replaced when the object changes.
    var subscriptions: [Int: (object: ObjectIdentifier, cancellable: AnyCancellable)] = [:]
    /// For each `@Environment` slot, whether a new environment changes the value it reads.
    var environmentReads: [Int: (EnvironmentValues, EnvironmentValues) -> Bool] = [:]
    /// Work to run when the node goes away (`onDisappear`, task cancellation).
    var teardown: [@MainActor () -> Void] = []
    /// Keyed children of a `ForEach`, or the branch/identity of conditional content.
    var children: AnyObject?
    /// The branch or explicit `id` this node was built for, if any.
    var identity: AnyHashable? {
        get { identityBox?.value }
        set { identityBox = newValue.map(IdentityBox.init) }
    }
    /// The node's host element id when it does not fit the node's 32 bits (see
    /// ``Node/hostElement``). An `Int` rather than an optional id: 8 bytes keep the storage in
    /// its 80-byte block, 9 would not.
    var wideHostElementRawValue = -1
    /// `identity` boxed: an optional `AnyHashable` inline is 40 bytes, most storages never hold
    /// one, and a row's modifier node has a storage (memory per row).
    private var identityBox: IdentityBox?

    func slot(_ index: Int) -> AnyObject? {
        index < slots.count ? slots[index] : nil
    }

    func setSlot(_ index: Int, _ value: AnyObject) {
        if index >= slots.count { slots.append(contentsOf: repeatElement(nil, count: index - slots.count + 1)) }
        slots[index] = value
    }

    /// Whether any environment value this node read differs between the two environments.
    func environmentChanged(from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
        environmentReads.values.contains { $0(old, new) }
    }

    /// Subscribes to an observed object's changes once per object, replacing a subscription to
    /// a previous object in the same slot.
    func observe<Object: ObservableObject>(_ object: Object, slot: Int, node: Node, label: String) {
        let id = ObjectIdentifier(object)
        if subscriptions[slot]?.object == id { return }
        // Its reads are tracked per field already; `objectWillChange` would re-render on every change.
        if object is any FieldTrackedObservableObject { return }
        let handle = node.handle
        let cancellable = object.objectWillChange.sink { _ in
            ObservationBridge.invalidate(handle, reason: "\(label) of type \(Object.self) announced a change")
        }
        subscriptions[slot] = (id, cancellable)
    }
}

/// An identity held out of line (see ``NodeStorage/identity``).
private final class IdentityBox {
    let value: AnyHashable
    init(_ value: AnyHashable) { self.value = value }
}
