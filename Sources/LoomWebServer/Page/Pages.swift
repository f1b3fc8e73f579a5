import LoomWebWire

/// The HTML pages the server writes: the home page listing the apps, and an app's page with
/// its first render and the app's name (the page opens its session when its script attaches).
enum Pages {
    static func home(title: String, apps: [WebApp]) -> String {
        let items = apps.map { app in
            "<li><a href=\"/app/\(HTMLWriter.escapeAttribute(app.path))\">\(HTMLWriter.escapeText(app.title))</a> — \(HTMLWriter.escapeText(app.summary))</li>"
        }
        return document(title: title, header: HTMLWriter.escapeText(title), body: """
            <main class="lm-page lm-home"><h1>\(HTMLWriter.escapeText(title))</h1><ul>\(items.joined())</ul></main>
            """)
    }

    /// `developmentMode` adds `data-dev`: the script then shows diagnostics on the page.
    /// `isRoot`: the server's only app, at `/`, with its own icon and stylesheets and no header.
    /// `key`: DevTools' key, which the script sends with the inspector's WebSocket.
    static func app(_ app: WebApp, html: String, developmentMode: Bool = false, isRoot: Bool = false, key: String? = nil) -> String {
        let root = "id=\"loom-root\" data-app=\"\(HTMLWriter.escapeAttribute(app.path))\"" + (developmentMode ? " data-dev" : "")
            + (key.map { " data-key=\"\(HTMLWriter.escapeAttribute($0))\"" } ?? "")
        let body = """
            <main class="\(isRoot ? "lm-app" : "lm-page")"><div \(root)>\(html)</div></main>
            <script src="/loom.js"></script>
            """
        guard isRoot else {
            return document(title: app.title, header: "<a href=\"/\">← All examples</a> · \(HTMLWriter.escapeText(app.title))", body: body)
        }
        return document(title: app.title, header: nil, head: assetLinks(app.assets), body: body)
    }

    /// The `<link>`s for an app's favicon and stylesheets, served from `/static/`.
    private static func assetLinks(_ assets: WebAssets?) -> String {
        guard let assets else { return "" }
        var links: [String] = []
        if let favicon = assets.favicon {
            let type = WebAssets.contentType(of: favicon)
            links.append("<link rel=\"icon\" type=\"\(type)\" href=\"/static/\(HTMLWriter.escapeAttribute(favicon))\">")
        }
        for sheet in assets.stylesheets {
            links.append("<link rel=\"stylesheet\" href=\"/static/\(HTMLWriter.escapeAttribute(sheet))\">")
        }
        return links.joined()
    }

    static func message(_ title: String, _ text: String) -> String {
        document(title: title, header: "<a href=\"/\">← All examples</a>", body: """
            <main class="lm-page lm-home"><h1>\(HTMLWriter.escapeText(title))</h1><p>\(HTMLWriter.escapeText(text))</p></main>
            """)
    }

    private static func document(title: String, header: String?, head: String = "", body: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLWriter.escapeText(title))</title><link rel="stylesheet" href="/loom.css">\(head)</head>
        <body>\(header.map { "<header class=\"lm-page\">\($0)</header>" } ?? "")
        \(body)
        </body></html>
        """
    }
}
