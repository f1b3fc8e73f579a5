/// Walks the elements of a tuple in place, by their addresses, so each can be handed on as an
/// `inout` argument: the address itself, with no copy.
///
/// Why: a tuple's child loop (`for child in repeat each tuple`) copied every child out of the
/// tuple, and the tuple out of its storage first, before handing it to its node (a retain and
/// a release per reference in each child: about 975 instructions per re-run row of the
/// benchmark table, issue 18). `borrowing` and `_read` did not remove the copies; an `inout`
/// argument made from a pointer's `pointee` is passed as the address.
///
/// Safe because: the addresses are those of a tuple that outlives the walk (``withElements(of:_:)``
/// lends it for the length of the call) and are computed as the runtime lays a tuple out (each
/// element at the next offset that is a multiple of its alignment, in order, as
/// `docs/ABI/TypeLayout.rst` gives for tuples and structs). The walk must ask for the elements'
/// types in order, each once (a pack expansion over the tuple's own pack does). The elements are
/// only read: `inout` is the spelling that passes the address; nothing writes through it.
@usableFromInline
struct TupleElementCursor {
    @usableFromInline let base: UnsafeMutableRawPointer
    @usableFromInline var offset = 0

    @inlinable
    init(_ base: UnsafeRawPointer) {
        self.base = UnsafeMutableRawPointer(mutating: base)
    }

    /// The address of the next element, whose type is `Element`.
    @inlinable
    mutating func next<Element>(_: Element.Type) -> UnsafeMutablePointer<Element> {
        let alignment = MemoryLayout<Element>.alignment
        offset = (offset + alignment - 1) & ~(alignment - 1)
        defer { offset += MemoryLayout<Element>.size }
        return (base + offset).assumingMemoryBound(to: Element.self)
    }

    /// Calls `body` with a cursor at the first element of `tuple`, lent (not copied) for the call.
    ///
    /// A function of this module, not the standard library's `withUnsafePointer` called from a
    /// main-actor closure, which would check the closure's isolation at run time (see
    /// `withAddress(of:_:)` in LoomReactive).
    @inlinable
    static func withElements<Tuple, Result>(of tuple: borrowing Tuple, _ body: (inout TupleElementCursor) -> Result) -> Result {
        withUnsafePointer(to: tuple) { address in
            var cursor = TupleElementCursor(UnsafeRawPointer(address))
            return body(&cursor)
        }
    }
}
