/// What makes two ``Machine`` values "the same machine" for `merge` and ``ConnectableMachine``.
///
/// A machine made from a class instance (`~logger`) takes the instance's identity, so the same
/// instance listed twice runs once; anything else gets a fresh identity of its own.
struct MachineIdentity: Hashable, Sendable {
    private let id: ObjectIdentifier
    /// Keeps the object alive so its `ObjectIdentifier` cannot be reused while this identity
    /// exists. Never read.
    private let anchor: Anchor

    /// A new identity, equal to no other.
    init() {
        self.init(object: Fresh())
    }

    /// The identity of `value` when it is a class instance, else a new identity.
    init<Value>(of value: Value) {
        if Value.self is AnyClass {
            self.init(object: value as AnyObject)
        } else {
            self.init()
        }
    }

    private init(object: AnyObject) {
        self.id = ObjectIdentifier(object)
        self.anchor = Anchor(object: object)
    }

    static func == (lhs: MachineIdentity, rhs: MachineIdentity) -> Bool {
        lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

private final class Fresh: Sendable {}

/// Holds a reference only to keep it alive.
///
/// `@unchecked Sendable`: the object is never read or called through this box, so sharing the
/// box across threads cannot race on the object's state.
private struct Anchor: @unchecked Sendable {
    let object: AnyObject
}
