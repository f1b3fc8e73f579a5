#if os(Linux)
/// The usable bytes of the allocator block an object of `object`'s class takes (glibc, 64-bit).
/// Memory per row is counted in blocks, not in an object's own size: the footprint tests pin
/// the block a node, a stored view or a host element takes, so a field added later that moves
/// it up a size class fails a test instead of passing unseen.
///
/// Computed from the size Swift asks the allocator for (``instanceSize(of:)``), not read with
/// `malloc_usable_size` from the object's own block: glibc may hand a small request a larger
/// free chunk it does not split, so the measured figure depended on what the heap held before
/// (a text's stored view read 56 now and then instead of 40, with the whole suite running).
/// Only for plain class instances: an object with tail-allocated elements asks for more.
public func allocatorBlockUsableSize(of object: AnyObject) -> Int {
    glibcUsableBytes(forRequest: instanceSize(of: object))
}

/// The bytes Swift's `swift_allocObject` asks for an instance of `object`'s class: the class
/// metadata's instance size, a 32-bit field 24 bytes in (after the kind, the superclass, the
/// class flags and the instance address point; Linux has no Objective-C words before it).
public func instanceSize(of object: AnyObject) -> Int {
    let metadata = unsafeBitCast(type(of: object), to: UnsafeRawPointer.self)
    return Int(metadata.load(fromByteOffset: 24, as: UInt32.self))
}

/// What glibc's malloc makes usable for a request of `bytes` on a 64-bit system: a chunk is
/// the request plus its 8-byte size word rounded up to 16, at least 32 bytes, and all of it but
/// that word is usable.
public func glibcUsableBytes(forRequest bytes: Int) -> Int {
    max(32, (bytes + 8 + 15) & ~15) - 8
}
#endif
