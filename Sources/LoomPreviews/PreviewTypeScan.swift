#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the Swift runtime's type metadata records for the types `#Preview` generates.
///
/// Unsafe by nature, and kept to this one type. What makes it sound:
/// - The section list comes from the runtime's own `swift_enumerateAllMetadataSections`
///   (exported by libswiftCore wherever images register their sections at load time), looked
///   up with `dlsym` so a runtime without it yields no previews instead of a link error.
/// - Every pointer read points into a loaded image's read-only metadata, which lives as long as
///   the process (images that hold Swift types are never unloaded); nothing is retained.
/// - Only non-generic enums whose name carries the macro's marker are touched, and the type
///   returned by the accessor is checked with `as? any LoomPreview.Type`, so a type that merely
///   has a similar name is dropped, never misused.
/// Layouts read (from the Swift ABI, stable since Swift 5): a section list starts with four
/// words (version, reserved, next, prev) followed by 16-byte ranges, the type metadata range
/// third; a record is a 32-bit relative offset whose low two bits say direct (0) or indirect
/// (1); a type descriptor holds flags, parent, name and access function as 32-bit fields.
enum PreviewTypeScan {
    /// The part of the unique name `#Preview` gives its types (`context.makeUniqueName`).
    static let marker = "LoomPreviewfMu"

    private typealias SectionVisitor = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Bool
    private typealias EnumerateSections = @convention(c) (SectionVisitor, UnsafeMutableRawPointer?) -> Void
    /// A metadata access function called with request 0 (complete metadata); the metadata is
    /// the first word of the response, returned in the first result register.
    private typealias MetadataAccessor = @convention(c) (Int) -> UnsafeRawPointer?

    private static let typeMetadataRangeOffset = 4 * MemoryLayout<UInt>.size + 2 * 2 * MemoryLayout<UInt>.size
    private static let enumKind: UInt32 = 18
    private static let genericFlag: UInt32 = 0x80

    @MainActor
    static func previewTypes() -> [any LoomPreview.Type] {
        guard let enumerate = enumerateSections() else { return [] }
        var accessors: [UnsafeRawPointer] = []
        // The callback runs synchronously inside `enumerate`, so the pointer to `accessors`
        // stays valid for every call.
        withUnsafeMutablePointer(to: &accessors) { found in
            enumerate({ sections, context in
                guard let sections, let context else { return true }
                let found = context.assumingMemoryBound(to: [UnsafeRawPointer].self)
                PreviewTypeScan.collect(in: sections, into: &found.pointee)
                return true
            }, UnsafeMutableRawPointer(found))
        }
        return accessors.compactMap { address in
            let accessor = unsafeBitCast(address, to: MetadataAccessor.self)
            guard let metadata = accessor(0) else { return nil }
            return unsafeBitCast(metadata, to: Any.Type.self) as? any LoomPreview.Type
        }
    }

    private static func enumerateSections() -> EnumerateSections? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_enumerateAllMetadataSections") else { return nil }
        return unsafeBitCast(symbol, to: EnumerateSections.self)
        #else
        // No `dlsym` here (Windows, WASI): no previews to list rather than a build failure.
        return nil
        #endif
    }

    /// Adds the access function of every preview type recorded in one image's sections.
    private static func collect(in sections: UnsafeRawPointer, into found: inout [UnsafeRawPointer]) {
        let range = sections + typeMetadataRangeOffset
        let start = range.load(as: UInt.self)
        let length = Int(range.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self))
        guard start != 0, let records = UnsafeRawPointer(bitPattern: start) else { return }
        let recordSize = MemoryLayout<Int32>.size
        for offset in stride(from: 0, to: length - recordSize + 1, by: recordSize) {
            let record = records + offset
            let raw = record.load(as: Int32.self)
            let kind = raw & 3
            guard let target = resolve(record, Int(raw & ~3)) else { continue }
            let descriptor: UnsafeRawPointer
            switch kind {
            case 0: descriptor = target
            case 1:
                guard let indirect = target.load(as: UnsafeRawPointer?.self) else { continue }
                descriptor = indirect
            default: continue
            }
            if let accessor = previewAccessor(descriptor) { found.append(accessor) }
        }
    }

    /// The access function of a type descriptor, if it describes a `#Preview` type.
    private static func previewAccessor(_ descriptor: UnsafeRawPointer) -> UnsafeRawPointer? {
        let flags = descriptor.load(as: UInt32.self)
        guard flags & 0x1F == enumKind, flags & genericFlag == 0 else { return nil }
        let nameField = descriptor + 8
        guard let name = resolve(nameField, Int(nameField.load(as: Int32.self))) else { return nil }
        let typeName = String(cString: name.assumingMemoryBound(to: CChar.self))
        guard typeName.contains(marker) else { return nil }
        let accessorField = descriptor + 12
        return resolve(accessorField, Int(accessorField.load(as: Int32.self)))
    }

    /// A relative pointer: `offset` bytes from the field's own address (0 means none).
    private static func resolve(_ field: UnsafeRawPointer, _ offset: Int) -> UnsafeRawPointer? {
        offset == 0 ? nil : field + offset
    }
}
