#if os(Linux)
/// The usable bytes of the allocator block that holds `object` (glibc's `malloc_usable_size`).
/// Memory per row is counted in blocks, not in an object's own size: the footprint tests pin
/// the block a node, a stored view or a host element takes, so a field added later that moves
/// it up a size class fails a test instead of passing unseen.
public func allocatorBlockUsableSize(of object: AnyObject) -> Int {
    withExtendedLifetime(object) { glibcMallocUsableSize(Unmanaged.passUnretained(object).toOpaque()) }
}

/// Declared here because the Glibc module leaves out `malloc.h`.
@_silgen_name("malloc_usable_size")
private func glibcMallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int
#endif
