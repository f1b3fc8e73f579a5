import LoomHost

/// How children line up across a horizontal axis.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing

    var host: HostAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

/// How children line up across a vertical axis.
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom

    var host: HostAlignment {
        switch self {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        }
    }
}

/// An alignment in both axes, for frames and `ZStack`.
public struct Alignment: Hashable, Sendable {
    let host: HostAlignment

    public static let center = Alignment(host: .center)
    public static let leading = Alignment(host: .leading)
    public static let trailing = Alignment(host: .trailing)
    public static let top = Alignment(host: .top)
    public static let bottom = Alignment(host: .bottom)
    public static let topLeading = Alignment(host: .topLeading)
    public static let topTrailing = Alignment(host: .topTrailing)
    public static let bottomLeading = Alignment(host: .bottomLeading)
    public static let bottomTrailing = Alignment(host: .bottomTrailing)
}

/// The edges of a rectangle, for `padding(_:_:)`.
public enum Edge: Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1 << 0)
        public static let leading = Set(rawValue: 1 << 1)
        public static let bottom = Set(rawValue: 1 << 2)
        public static let trailing = Set(rawValue: 1 << 3)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on the four edges.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    var host: HostEdgeInsets { HostEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing) }
}
