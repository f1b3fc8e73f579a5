import Foundation

/// The page's own files (`Resources/loom.js`, `Resources/loom.css`), read from the module's
/// resource bundle.
///
/// They are real JavaScript and CSS files, with their own tests, rather than string literals in
/// Swift; SwiftPM copies the `Resources` folder into the bundle beside the executable.
enum PageResource {
    /// The text of a file in the bundle's `Resources` folder, or an error naming what is missing.
    static func text(_ name: String) -> Result<String, PageResourceError> {
        guard let bundle else { return .failure(.missing(name, bundle: besideExecutable)) }
        let file = name as NSString
        guard let url = bundle.url(
            forResource: file.deletingPathExtension, withExtension: file.pathExtension, subdirectory: "Resources")
        else { return .failure(.missing(name, bundle: bundle.bundlePath)) }
        do {
            return .success(try String(contentsOf: url, encoding: .utf8))
        } catch {
            return .failure(.unreadable(name, path: url.path, reason: "\(error)"))
        }
    }

    /// The module's resource bundle, or nil when it is not installed beside the executable.
    ///
    /// On Linux SwiftPM's `Bundle.module` stops the process (`fatalError`) when its folder is
    /// missing; looking first turns an incomplete installation into an error the server reports.
    private static var bundle: Bundle? {
        #if os(Linux) || os(Windows) || os(Android)
        guard FileManager.default.fileExists(atPath: besideExecutable) else { return nil }
        #endif
        return Bundle.module
    }

    /// Where SwiftPM installs the resource bundle on Linux: beside the executable.
    private static var besideExecutable: String {
        Bundle.main.bundleURL.appendingPathComponent("Loom_LoomWebServer.resources").path
    }

    /// Throws when a page file is missing, so a server with an incomplete installation says so
    /// when it starts instead of serving pages that cannot run.
    static func verify() throws(PageResourceError) {
        if case .failure(let error) = ClientScript.loaded { throw error }
        if case .failure(let error) = Stylesheet.loaded { throw error }
    }
}

/// Why a page file could not be read: the installation is incomplete.
struct PageResourceError: Error, CustomStringConvertible {
    let description: String

    static func missing(_ name: String, bundle: String) -> Self {
        Self(description: "The web page file \(name) is missing from \(bundle)/Resources: install the executable "
            + "together with its resource bundle (the Loom_LoomWebServer.resources folder SwiftPM builds beside it).")
    }

    static func unreadable(_ name: String, path: String, reason: String) -> Self {
        Self(description: "The web page file \(name) at \(path) cannot be read as UTF-8 text: \(reason).")
    }
}
