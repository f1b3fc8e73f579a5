import LoomViews

/// One `#Preview` block: what the macro turns it into.
///
/// You rarely write a conforming type yourself; `#Preview` does. ``PreviewCatalog`` lists them,
/// and a test renders one with `ViewHarness(preview:)`.
@MainActor
public protocol LoomPreview {
    /// The name given to `#Preview("…")`, if any.
    static var name: String? { get }
    /// The traits given to `#Preview(traits:)`, in order.
    static var traits: [PreviewTrait] { get }
    /// The file the preview is written in, as `#fileID` spells it (`Module/File.swift`).
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// A fresh value of the previewed view.
    static func makeView() -> any View
}

extension LoomPreview {
    /// The preview's name, or `File.swift:line` when it has none (as Xcode labels unnamed ones).
    public static var displayName: String {
        if let name { return name }
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return "\(file):\(line)"
    }
}
