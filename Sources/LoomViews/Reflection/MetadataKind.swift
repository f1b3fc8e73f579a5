/// The kind of a type's runtime metadata: whether it is a struct, a tuple, a class, …
///
/// Only structs and tuples may be walked field by field (the standard library's field walker
/// crashes on existentials), so the engine checks first. The kind is the first word of the
/// metadata record, a stable part of Swift's ABI; a value above 0x7FF is an Objective-C isa
/// pointer, i.e. a class.
enum MetadataKind: Equatable {
    case `struct`, `enum`, optional, tuple, function, existential, `class`, other

    init(_ type: Any.Type) {
        let word = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
        switch word {
        case 0x200: self = .struct
        case 0x201: self = .enum
        case 0x202: self = .optional
        case 0x301: self = .tuple
        case 0x302: self = .function
        case 0x303, 0x306, 0x307: self = .existential
        case 0, 0x203, 0x204, 0x305: self = .class
        case let value where value > 0x7FF: self = .class
        default: self = .other
        }
    }

    /// Whether the standard library's field walker can visit the type's stored fields.
    var hasWalkableFields: Bool { self == .struct || self == .tuple }
}
