import LoomHost

/// UIKit's named colours for imperative views: `view.backgroundColor = .red`.
///
/// The same values and names as the declarative `Color`'s, so a screen mixing both paints alike.
extension HostColor {
    /// Black.
    public static let black = HostColor(red: 0, green: 0, blue: 0, name: "black")
    /// White.
    public static let white = HostColor(red: 1, green: 1, blue: 1, name: "white")
    /// Gray.
    public static let gray = HostColor(red: 0.56, green: 0.56, blue: 0.58, name: "gray")
    /// Red.
    public static let red = HostColor(red: 1, green: 0.23, blue: 0.19, name: "red")
    /// Orange.
    public static let orange = HostColor(red: 1, green: 0.58, blue: 0, name: "orange")
    /// Yellow.
    public static let yellow = HostColor(red: 1, green: 0.8, blue: 0, name: "yellow")
    /// Green.
    public static let green = HostColor(red: 0.2, green: 0.78, blue: 0.35, name: "green")
    /// Blue.
    public static let blue = HostColor(red: 0, green: 0.48, blue: 1, name: "blue")
    /// No colour at all.
    public static let clear = HostColor(red: 0, green: 0, blue: 0, opacity: 0, name: "clear")
}
