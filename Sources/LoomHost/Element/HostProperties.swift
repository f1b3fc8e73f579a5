/// The properties of one host element: at most one per key, kept sorted by key.
///
/// A sorted small array rather than a dictionary: elements hold a handful of properties, and a
/// sorted array is compact (memory per row matters at 10,000 rows), cheap to compare and gives
/// a deterministic order to renderers. A single property, the common case (a text's or a
/// button's title), is kept inline without an array: that array was a 64-byte block per text
/// and button, four per benchmark row (issue 18). No property and one property are never held
/// in an array, so equal sets have equal storage and the synthesized `Hashable` holds.
public struct HostProperties: Hashable, Sendable, Codable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// Sorted by key, no key twice: inline for none or one (see ``SmallList``).
    private var storage: SmallList<Storage>

    /// ``SmallList``'s three forms, in an enum of this type's own so the tag uses spare bits.
    enum Storage: SmallListStorage, Hashable, Sendable {
        case none
        case one(HostProperty)
        case many([HostProperty])

        var contents: SmallListContents<HostProperty> {
            switch self {
            case .none: .none
            case .one(let property): .one(property)
            case .many(let properties): .many(properties)
            }
        }
    }

    /// No properties.
    public init() { storage = [] }

    /// One property (a text's or a button's title): stored inline at once, without the array a
    /// literal `[property]` makes and frees or the search and append of ``set(_:)``.
    public init(_ property: HostProperty) { storage = SmallList(one: property) }

    /// The given properties; a later one replaces an earlier one with the same key.
    public init(_ properties: some Sequence<HostProperty>) {
        storage = []
        for property in properties { set(property) }
    }

    public init(arrayLiteral elements: HostProperty...) {
        // Literals are usually written in key order with no repeats: keep the array as it is.
        var ordered = true
        var index = 1
        while ordered, index < elements.count {
            ordered = elements[index - 1].key < elements[index].key
            index += 1
        }
        if ordered {
            storage = SmallList(elements)
        } else {
            storage = []
            for property in elements { set(property) }
        }
    }

    /// Whether the properties are held in an array (two or more); tests read it to check that a
    /// single property costs none.
    var usesArray: Bool { storage.usesArray }

    public var startIndex: Int { 0 }

    public var endIndex: Int { storage.count }

    public subscript(position: Int) -> HostProperty { storage[position] }

    /// The property in the given slot, if set.
    public subscript(key: HostProperty.Key) -> HostProperty? {
        storage.first { $0.key == key }
    }

    /// Sets a property, replacing the one with the same key.
    public mutating func set(_ property: HostProperty) {
        let key = property.key
        if let index = storage.firstIndex(where: { $0.key >= key }) {
            if storage[index].key == key {
                storage[index] = property
            } else {
                storage.insert(property, at: index)
            }
        } else {
            storage.append(property)
        }
    }

    /// Removes the property in the given slot, if any.
    public mutating func remove(_ key: HostProperty.Key) {
        guard let index = storage.firstIndex(where: { $0.key == key }) else { return }
        storage.remove(at: index)
    }

    /// What must change to turn these properties into `new`: the properties to set (new or
    /// changed) and the keys to remove.
    ///
    /// - Complexity: O(n + m), a merge of the two sorted lists.
    public func changes(to new: HostProperties) -> HostPropertyChanges {
        // One property replaced by another in the same slot (a text's or a button's new title,
        // the usual update): compared directly. The merge below copies each property in and out
        // of its list and grows its change lists from empty (about 700 instructions a changed
        // text).
        if count == 1, new.count == 1 {
            let old = self[0]
            let replacement = new[0]
            if old.key == replacement.key {
                return old == replacement ? HostPropertyChanges() : HostPropertyChanges(changed: [replacement])
            }
        }
        var changes = HostPropertyChanges()
        var oldIndex = 0
        var newIndex = 0
        let oldCount = count
        let newCount = new.count
        while oldIndex < oldCount || newIndex < newCount {
            if newIndex == newCount || (oldIndex < oldCount && self[oldIndex].key < new[newIndex].key) {
                changes.removed.append(self[oldIndex].key)
                oldIndex += 1
            } else if oldIndex == oldCount || new[newIndex].key < self[oldIndex].key {
                changes.changed.append(new[newIndex])
                newIndex += 1
            } else {
                if self[oldIndex] != new[newIndex] { changes.changed.append(new[newIndex]) }
                oldIndex += 1
                newIndex += 1
            }
        }
        return changes
    }

    /// Applies changes computed by ``changes(to:)``.
    public mutating func apply(_ changes: HostPropertyChanges) {
        for key in changes.removed { remove(key) }
        for property in changes.changed { set(property) }
    }

    private enum CodingKeys: String, CodingKey {
        case storage
    }

    /// Decodes the form ``encode(to:)`` writes, re-sorting and dropping repeated keys.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try container.decode([HostProperty].self, forKey: .storage))
    }

    /// Encodes as the array it was before single properties were kept inline:
    /// `{"storage": [...]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Array(self), forKey: .storage)
    }
}

/// The difference between two property sets: what to set and what to remove.
public struct HostPropertyChanges: Hashable, Sendable, Codable {
    /// Properties that are new or have a new value.
    public var changed: [HostProperty] = []
    /// Slots that no longer hold a property.
    public var removed: [HostProperty.Key] = []

    public init(changed: [HostProperty] = [], removed: [HostProperty.Key] = []) {
        self.changed = changed
        self.removed = removed
    }

    /// Whether nothing changes.
    public var isEmpty: Bool { changed.isEmpty && removed.isEmpty }
}
