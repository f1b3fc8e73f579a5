/// Finds the program's `#Preview` types, as Xcode finds SwiftUI's: through the type metadata
/// the compiler records for every type, not through a list filled in at run time.
///
/// ```swift
/// for preview in PreviewCatalog.previews(inFile: #fileID) {
///     let ui = ViewHarness(preview: preview)
///     #expect(ui.issues.isEmpty, "\(preview.displayName)")
/// }
/// ```
/// Where the Swift runtime does not offer its section list (Apple's platforms, where Xcode shows
/// previews itself), the catalog is empty.
public enum PreviewCatalog {
    /// Every `#Preview` in the running program, ordered by file and line.
    @MainActor
    public static func allPreviews() -> [any LoomPreview.Type] {
        PreviewTypeScan.previewTypes().sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }

    /// The previews written in one file, by `#fileID` (`Module/File.swift`), ordered by line.
    @MainActor
    public static func previews(inFile fileID: String) -> [any LoomPreview.Type] {
        allPreviews().filter { $0.fileID == fileID }
    }
}
