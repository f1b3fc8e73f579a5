import Foundation

/// An app's own files on the web: a folder served at `/static/`, and which of its files are the
/// page's icon and extra stylesheets.
///
/// ```swift
/// // Package.swift: .executableTarget(name: "TodoApp", resources: [.copy("Public")])
/// WebAssets(bundle: .module, folder: "Public", favicon: "favicon.svg", stylesheets: ["todo.css"])
/// ```
/// Files are read when asked for, so a folder with many files costs nothing until a page uses
/// them. Only files inside the folder are served: a path that climbs out (`..`) or names a
/// hidden file is refused.
public struct WebAssets: Sendable, Hashable {
    /// The folder served at `/static/`.
    public var directory: URL
    /// The page's icon, a file name inside ``directory`` (`favicon.ico`, `favicon.svg`, …).
    public var favicon: String?
    /// Stylesheets in ``directory`` linked after Loom's own, so they can override it.
    public var stylesheets: [String]

    public init(directory: URL, favicon: String? = nil, stylesheets: [String] = []) {
        self.directory = directory
        self.favicon = favicon
        self.stylesheets = stylesheets
    }

    /// The folder `folder` of a resource bundle (SwiftPM's `.copy("Public")` gives a folder of
    /// that name in `Bundle.module`).
    public init(bundle: Bundle, folder: String = "Public", favicon: String? = nil, stylesheets: [String] = []) {
        self.init(
            directory: bundle.bundleURL.appendingPathComponent(folder, isDirectory: true),
            favicon: favicon, stylesheets: stylesheets)
    }

    /// The file at `path` below ``directory``, or nil when the path is not a plain relative path
    /// to a visible file there. A last part without an extension also finds an image of that
    /// name (`logo` finds `logo.png`), as `Image("logo", bundle: .module)` names it.
    func file(at path: [Substring]) -> URL? {
        guard !path.isEmpty, path.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") && !$0.contains("\\") }) else { return nil }
        let url = path.reduce(directory) { $0.appendingPathComponent(String($1)) }
        func isFile(_ url: URL) -> Bool {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        if isFile(url) { return url }
        guard url.pathExtension.isEmpty else { return nil }
        return ["png", "svg", "jpg", "jpeg", "webp", "gif"].lazy.map { url.appendingPathExtension($0) }.first(where: isFile)
    }

    /// The `Content-Type` for a file, by extension.
    static func contentType(of file: String) -> String {
        let types = [
            "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8", "html": "text/html; charset=utf-8",
            "txt": "text/plain; charset=utf-8", "json": "application/json", "svg": "image/svg+xml",
            "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
            "ico": "image/x-icon", "woff2": "font/woff2", "woff": "font/woff", "pdf": "application/pdf",
        ]
        return types[(file as NSString).pathExtension.lowercased()] ?? "application/octet-stream"
    }
}
