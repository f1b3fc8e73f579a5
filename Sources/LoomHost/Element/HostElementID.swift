/// The stable identity of one host element: it never changes while the element exists and is
/// never reused for another element of the same tree.
///
/// Renderers name elements by this id on the wire and in user events.
public struct HostElementID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The raw number, unique within one ``HostTree``.
    public let rawValue: Int

    /// Wraps a raw number; trees allocate ids, renderers decode them.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// The id of every tree's root element.
    public static let root = HostElementID(0)

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
