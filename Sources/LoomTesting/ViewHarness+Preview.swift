import LoomCore
import LoomPreviews

extension ViewHarness {
    /// Hosts a `#Preview` block's view, so a test can render every preview of a file headless:
    ///
    /// ```swift
    /// for preview in PreviewCatalog.previews(inFile: #fileID) {
    ///     let ui = ViewHarness(preview: preview)
    ///     #expect(ui.issues.isEmpty)
    /// }
    /// ```
    public convenience init(preview: any LoomPreview.Type) {
        self.init(AnyView(preview.makeView()))
    }
}
