import Foundation

extension MutableCollection {
    /// Moves the elements at `source` (offsets from the start) so that they stand, in their
    /// order, before the element that was at offset `destination`: what `List`'s `onMove`
    /// hands you, as SwiftUI adds it.
    ///
    /// ```swift
    /// var letters = ["a", "b", "c", "d"]
    /// letters.move(fromOffsets: [0], toOffset: 3)   // ["b", "c", "a", "d"]
    /// ```
    /// Offsets past the end are ignored; a `destination` past the end means the end.
    /// - Complexity: O(*n* log *k*), *n* the count and *k* the number of ranges in `source`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let destination = Swift.min(Swift.max(destination, 0), elements.count)
        var reordered: [Element] = []
        reordered.reserveCapacity(elements.count)
        for (offset, element) in elements[..<destination].enumerated() where !source.contains(offset) {
            reordered.append(element)
        }
        for offset in source where offset < elements.count {
            reordered.append(elements[offset])
        }
        for (offset, element) in elements.enumerated().dropFirst(destination) where !source.contains(offset) {
            reordered.append(element)
        }
        var index = startIndex
        for element in reordered {
            self[index] = element
            formIndex(after: &index)
        }
    }
}

extension RangeReplaceableCollection {
    /// Removes the elements at the given offsets from the start: what `List`'s `onDelete`
    /// hands you, as SwiftUI adds it.
    ///
    /// ```swift
    /// var letters = ["a", "b", "c", "d"]
    /// letters.remove(atOffsets: [1, 3])   // ["a", "c"]
    /// ```
    /// Offsets past the end are ignored.
    /// - Complexity: O(*n* log *k*), *n* the count and *k* the number of ranges in `offsets`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard !offsets.isEmpty else { return }
        var kept = Self()
        kept.reserveCapacity(count - Swift.min(offsets.count, count))
        for (offset, element) in enumerated() where !offsets.contains(offset) {
            kept.append(element)
        }
        self = kept
    }
}
