import Foundation
import LoomHost

/// The DOM form of an `image` element: a symbol from ``SymbolSet``, or an app's own image file.
///
/// - A symbol (`systemImage`) is an empty `<span role="img">` named by `data-symbol`; the
///   stylesheet draws it as a mask in the text colour. A name the set does not know shows the
///   placeholder and carries `data-symbol-missing`, which the page reports in development mode.
/// - A named image (`Image("logo", bundle: .module)`, host property `url`) is an `<img>` from
///   the app's static files (`/static/<name>`, see `WebAssets`, which finds `logo.png` for `logo`).
struct ImageDOM {
    var tag = "span"
    var attributes: [(name: String, value: String)] = []
    var isVoid = false

    init(properties: HostProperties) {
        if case .url(let name)? = properties[.url] {
            tag = "img"
            isVoid = true
            let path = name.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "" }
            attributes = [("src", "/static/" + path.joined(separator: "/")), ("alt", name)]
        } else if case .systemImage(let name)? = properties[.systemImage] {
            attributes = [("role", "img"), ("aria-label", name), ("data-symbol", name)]
            if !SymbolSet.contains(name) { attributes.append(("data-symbol-missing", "")) }
        }
    }
}
