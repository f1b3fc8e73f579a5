import LoomWebWire

/// The page stylesheet (`Resources/loom.css`): how each host element kind looks in a browser,
/// and the page's connection notices. Per-element layout and style (padding, colours, fonts,
/// frames) arrive as inline styles from ``DOMElement``.
enum Stylesheet {
    /// The file, read once on first use.
    static let loaded = PageResource.text("loom.css")

    /// The stylesheet the server sends for `/loom.css`; empty (and the server refuses to start,
    /// see ``PageResource/verify()``) should the file be missing.
    /// The symbol set's drawings (`SymbolSet.stylesheet`) follow the file's rules.
    static let source: String = ((try? loaded.get()) ?? "") + SymbolSet.stylesheet
}
