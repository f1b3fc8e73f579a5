/// One symbol of the page's symbol set, drawn on a 24 × 24 grid in SVG path data.
///
/// A symbol has up to three layers: `outline` is stroked (2 units wide, round ends), `solid` is
/// filled, and `cut` is stroked out of the solid layer (the check mark in
/// `checkmark.circle.fill`). The page paints the drawing with the text colour through a CSS mask,
/// so a symbol follows `foregroundStyle`, `font` size and `imageScale` like a glyph would.
struct SymbolDrawing: Sendable {
    var outline: String?
    var solid: String?
    var cut: String?

    init(outline: String? = nil, solid: String? = nil, cut: String? = nil) {
        self.outline = outline
        self.solid = solid
        self.cut = cut
    }

    /// The drawing as an SVG document, escaped for a `data:` URL inside CSS `url("…")`.
    ///
    /// Only `<`, `>` and `#` need escaping there: attribute values use single quotes, and path
    /// data has no other special characters.
    var dataURL: String {
        let stroke = "fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'"
        var body = ""
        if let cut {
            body += "<mask id='c'><rect width='24' height='24' fill='white'/><path d='\(cut)' \(stroke)/></mask>"
        }
        if let solid { body += "<path d='\(solid)'" + (cut == nil ? "" : " mask='url(#c)'") + "/>" }
        if let outline { body += "<path d='\(outline)' \(stroke)/>" }
        let svg = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'>\(body)</svg>"
        let escaped = svg.replacing("<", with: "%3C").replacing(">", with: "%3E").replacing("#", with: "%23")
        return "data:image/svg+xml," + escaped
    }
}
