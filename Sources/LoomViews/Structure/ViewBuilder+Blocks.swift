/// View builder blocks of two to ten children, each written out with its own generic
/// parameters: the children arrive as separate values and move into the ``TupleView``'s tuple.
///
/// Why, beside the variadic ``ViewBuilder/buildBlock(_:)``: a parameter pack arrives as a pack
/// of addresses, and Swift 6.3 does not move values out of a pack. Forming the tuple from a
/// pack copied each child, and a consuming pack was then destroyed element by element through
/// the children's value witnesses, in a loop the optimizer keeps even where the types are
/// known: a row of the benchmark table (two texts and two buttons) paid that at each of three
/// steps, about 800 instructions per re-run row (issue 18). Written out, the block's children
/// are plain values and the tuple is made by moving them. SwiftUI's builder has the same ladder.
/// Blocks of more than ten children take the variadic one.
extension ViewBuilder {
    @inlinable
    public static func buildBlock<C0: View, C1: View>(
        _ c0: consuming C0, _ c1: consuming C1
    ) -> TupleView<C0, C1> {
        TupleView(tuple: (c0, c1))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2
    ) -> TupleView<C0, C1, C2> {
        TupleView(tuple: (c0, c1, c2))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3
    ) -> TupleView<C0, C1, C2, C3> {
        TupleView(tuple: (c0, c1, c2, c3))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4
    ) -> TupleView<C0, C1, C2, C3, C4> {
        TupleView(tuple: (c0, c1, c2, c3, c4))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5
    ) -> TupleView<C0, C1, C2, C3, C4, C5> {
        TupleView(tuple: (c0, c1, c2, c3, c4, c5))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6
    ) -> TupleView<C0, C1, C2, C3, C4, C5, C6> {
        TupleView(tuple: (c0, c1, c2, c3, c4, c5, c6))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7
    ) -> TupleView<C0, C1, C2, C3, C4, C5, C6, C7> {
        TupleView(tuple: (c0, c1, c2, c3, c4, c5, c6, c7))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7, _ c8: consuming C8
    ) -> TupleView<C0, C1, C2, C3, C4, C5, C6, C7, C8> {
        TupleView(tuple: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>(
        _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7, _ c8: consuming C8, _ c9: consuming C9
    ) -> TupleView<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9> {
        TupleView(tuple: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
}
