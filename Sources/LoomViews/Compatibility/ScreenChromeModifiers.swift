/// The parts of a device screen's chrome that the web and the terminal do not have: safe areas,
/// the status bar. SwiftUI code calls these freely; Loom accepts them and changes nothing, since
/// a page or terminal has no notch, home indicator or status bar to avoid or hide.

/// The kinds of safe area a view can extend into.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The area the container (bars, the notch) keeps free.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area the on-screen keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every safe area.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Lets the view extend under the device's safe areas. No effect in Loom: a page and a
    /// terminal have no safe areas, so the view already fills what it is given.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }

    /// The older form of ``ignoresSafeArea(_:edges:)``; no effect in Loom either.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }

    /// Hides the device's status bar. No effect in Loom: a page has no status bar.
    public func statusBarHidden(_ hidden: Bool = true) -> Self { self }

    /// Hides the navigation bar. Accepted and without effect on the web: the page's navigation
    /// bar carries the back button the browser's history relies on, so Loom keeps it.
    public func navigationBarHidden(_ hidden: Bool) -> Self { self }
}
