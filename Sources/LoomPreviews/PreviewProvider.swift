import LoomViews

/// The older way to declare previews, as in SwiftUI:
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View {
///         ContentView()
///             .previewDisplayName("Empty")
///     }
/// }
/// ```
/// A test renders one with `ViewHarness(ContentView_Previews.previews)`. The preview modifiers
/// (SwiftUI's `previewDisplayName`, `previewLayout`, `previewDevice`,
/// `previewInterfaceOrientation`) are accepted and change nothing on screen.
@MainActor
public protocol PreviewProvider {
    /// The type of view `previews` is.
    associatedtype Previews: View
    /// The views to preview; several make a group.
    @ViewBuilder static var previews: Previews { get }
}

/// How a preview is sized (`.previewLayout(.sizeThatFits)`).
public enum PreviewLayout: Hashable, Sendable {
    /// The size of the device screen.
    case device
    /// As large as the content.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: Double, height: Double)
}

/// A simulated device for a preview, by name (`.previewDevice("iPhone 15")`).
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }
}

/// A device orientation (`.previewInterfaceOrientation(.landscapeLeft)`).
public struct InterfaceOrientation: Hashable, Sendable {
    let name: String

    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

extension View {
    /// Names a preview. Accepted for SwiftUI compatibility; Loom shows the view unchanged.
    public func previewDisplayName(_ name: String?) -> Self { self }

    /// Sizes a preview. Accepted for SwiftUI compatibility; Loom lays the view out as usual.
    public func previewLayout(_ layout: PreviewLayout) -> Self { self }

    /// Picks a simulated device. Accepted for SwiftUI compatibility; Loom has no device frames.
    public func previewDevice(_ device: PreviewDevice?) -> Self { self }

    /// Rotates a preview's device. Accepted for SwiftUI compatibility; Loom has no device frames.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> Self { self }
}
