import LoomReactive

/// What a node knows of its view, in one word: nothing yet (a root before its first build), its
/// type's info (a child between being made and its first build), or its stored view, which
/// carries the type's info from then on (``StoredView/typeInfo``).
///
/// Why one word: a node kept its type info and its stored view side by side, and with its
/// out-of-line storage and its handle also side by side (see ``NodeReference/storage``) it took
/// 87 bytes, a 96-byte block; two words less it takes 71, an 80-byte block: 16 bytes for every
/// view of every row (memory per row, issue 18). The info is the type's, so a stored view
/// carries it at no cost to the nodes that share one (a tuple's, a shared shell), and a leaf's
/// stored view had 8 spare bytes in its block. The case's tag lives in the references' spare
/// bits, so the slot is one word.
///
/// An unbuilt node holds its info unretained, as the engine reads infos (see
/// ``unretainedTypeInfo``), and so does a stored view (``StoredView/unretainedTypeInfo``):
/// ``ViewTypeInfo/of(_:)``'s table keeps every info for the life of the process. Held strongly,
/// every node made retained its info and released it at its first build, seven pairs per
/// created benchmark row.
@MainActor
enum NodeViewSlot {
    case empty
    case unbuilt(Unmanaged<ViewTypeInfo>)
    case built(StoredView)

    /// The view type's info, wherever it is kept.
    var typeInfo: ViewTypeInfo? {
        @inline(__always) get {
            switch self {
            case .empty: return nil
            case .unbuilt(let info): return info.takeUnretainedValue()
            case .built(let stored): return stored.typeInfo
            }
        }
    }

    /// The view type's info, unretained, read in place (see ``typeIdentifier``): for a call on
    /// it, where ``typeInfo`` handed out its own reference, a retain and a release per node
    /// made. Safe as long as the process: ``ViewTypeInfo/of(_:)``'s table keeps every info made.
    var unretainedTypeInfo: Unmanaged<ViewTypeInfo>? {
        @inline(__always) get {
            switch self {
            case .empty: return nil
            case .unbuilt(let info): return info
            case .built(let stored): return stored.unretainedTypeInfo
            }
        }
    }

    /// The identity of the view type, read in place: going through ``typeInfo`` retained and
    /// released the info on every child update (the getter hands out its own reference).
    var typeIdentifier: ObjectIdentifier? {
        @inline(__always) get {
            switch self {
            case .empty: return nil
            case .unbuilt(let info): return withGuaranteed(info) { $0.type }
            case .built(let stored): return withGuaranteed(stored.unretainedTypeInfo) { $0.type }
            }
        }
    }

    /// The type's comparison plan, read in place (see ``typeIdentifier``).
    var comparator: FieldComparator? {
        @inline(__always) get {
            switch self {
            case .empty: return nil
            case .unbuilt(let info): return withGuaranteed(info) { $0.comparator }
            case .built(let stored): return withGuaranteed(stored.unretainedTypeInfo) { $0.comparator }
            }
        }
    }

    /// The type's dynamic-property plan, read in place (see ``typeIdentifier``).
    var installer: PropertyInstaller? {
        @inline(__always) get {
            switch self {
            case .empty: return nil
            case .unbuilt(let info): return withGuaranteed(info) { $0.installer }
            case .built(let stored): return withGuaranteed(stored.unretainedTypeInfo) { $0.installer }
            }
        }
    }

    /// The stored view, `nil` before the first build.
    var storedView: StoredView? {
        @inline(__always) get {
            guard case .built(let stored) = self else { return nil }
            return stored
        }
    }

    /// Whether the stored view is held by this slot alone (and by no other node sharing it).
    ///
    /// Takes the reference out of the slot while it asks: a copy of it (what a computed
    /// property hands out) is a second reference, which no object is uniquely held by.
    mutating func holdsStoredViewUniquely() -> Bool {
        guard case .built(var stored) = self else { return false }
        self = .empty
        defer { self = .built(stored) }
        return isKnownUniquelyReferenced(&stored)
    }
}
