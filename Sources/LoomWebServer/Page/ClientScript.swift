/// The page script (`Resources/loom.js`): opens the session's WebSocket, applies reset and patch
/// frames to the DOM, and sends user events up by element id, numbered and kept until the server
/// acknowledges them. Hand-written, no framework, no build step; it knows nothing of views or
/// properties, only of HTML, attributes and text. Its unit tests run under Node
/// (`Tests/WebScript`); the protocol it speaks is `docs/WEB-PROTOCOL.md`.
enum ClientScript {
    /// The file, read once on first use.
    static let loaded = PageResource.text("loom.js")

    /// The script the server sends for `/loom.js`. Should the file be missing (the server checks
    /// at start with ``PageResource/verify()``), a page gets a script that says so in its console.
    static let source: String = (try? loaded.get())
        ?? "console.error(\"Loom: loom.js is missing from the server's installation; its log says where it looked.\");\n"
}
