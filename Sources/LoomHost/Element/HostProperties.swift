/// The properties of one host element: at most one per key, kept sorted by key.
///
/// A sorted small array rather than a dictionary: elements hold a handful of properties, and a
/// sorted array is compact (memory per row matters at 10,000 rows), cheap to compare and gives
/// a deterministic order to renderers.
public struct HostProperties: Hashable, Sendable, Codable, RandomAccessCollection, ExpressibleByArrayLiteral {
    private var storage: [HostProperty]

    /// No properties.
    public init() { storage = [] }

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
            storage = elements
        } else {
            storage = []
            for property in elements { set(property) }
        }
    }

    public var startIndex: Int { storage.startIndex }
    public var endIndex: Int { storage.endIndex }
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
        storage.removeAll { $0.key == key }
    }

    /// What must change to turn these properties into `new`: the properties to set (new or
    /// changed) and the keys to remove.
    ///
    /// - Complexity: O(n + m), a merge of the two sorted arrays.
    public func changes(to new: HostProperties) -> HostPropertyChanges {
        var changes = HostPropertyChanges()
        var oldIndex = 0
        var newIndex = 0
        let old = storage
        let next = new.storage
        while oldIndex < old.count || newIndex < next.count {
            if newIndex == next.count || (oldIndex < old.count && old[oldIndex].key < next[newIndex].key) {
                changes.removed.append(old[oldIndex].key)
                oldIndex += 1
            } else if oldIndex == old.count || next[newIndex].key < old[oldIndex].key {
                changes.changed.append(next[newIndex])
                newIndex += 1
            } else {
                if old[oldIndex] != next[newIndex] { changes.changed.append(next[newIndex]) }
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
