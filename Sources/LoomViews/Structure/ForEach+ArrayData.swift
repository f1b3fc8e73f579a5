/// Reading the data's elements once per build, for the general comparison (`compareEveryRow`).
///
/// `Collection.map` over a generic `Data` reads each element through the collection's
/// subscript read coroutine (two calls through the witness table and a resumption per
/// element, about 190 instructions an element of the benchmark table with the closure's own
/// thunk). A `ForEach` over a ``ListModel`` reaches this comparison with the list's array, and
/// most others are built over arrays too: for those, the elements are read through the array's
/// own subscript getter in a loop (no coroutine, no witness table).
extension ForEach {
    /// The data as an array of its elements, or `nil` when it is some other collection. One
    /// metatype comparison (it looks `[Data.Element]`'s run-time type up once a build).
    var dataAsArray: [Data.Element]? { sameType(data, as: [Data.Element].self) }
}

/// `transform` of each of `elements`, in order: `elements.map(transform)` with each element
/// read through `Array`'s subscript getter, which unspecialised generic code calls directly,
/// and the result made at its final size.
func mapArray<Element, Result>(_ elements: [Element], _ transform: (Element) -> Result) -> [Result] {
    var results: [Result] = []
    results.reserveCapacity(elements.count)
    for index in elements.indices { results.append(transform(elements[index])) }
    return results
}
