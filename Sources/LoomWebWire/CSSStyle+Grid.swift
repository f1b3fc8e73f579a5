import LoomHost

extension CSSStyle {
    /// Grid tracks from a lazy grid's column (or row) tokens: `fixed:W` is `Wpx`,
    /// `flexible:MIN:MAX` a share of the rest (`minmax(MINpx,1fr)`), `adaptive:MIN:MAX` as many
    /// tracks as fit (`repeat(auto-fill,minmax(MINpx,1fr))`). Unknown tokens are skipped, so a
    /// malformed value gives an empty template rather than broken CSS.
    static func gridTracks(_ tokens: String) -> String {
        var tracks: [String] = []
        for token in tokens.split(separator: " ") {
            let parts = token.split(separator: ":").map(String.init)
            guard let kind = parts.first, parts.count >= 2, let first = Double(parts[1]), first.isFinite, first >= 0 else {
                continue
            }
            let maximum = parts.count > 2 ? Double(parts[2]) : nil
            let upper = maximum.map { $0.isFinite ? px($0) : "1fr" } ?? "1fr"
            switch kind {
            case "fixed": tracks.append(px(first))
            case "flexible": tracks.append("minmax(\(px(first)),\(upper))")
            case "adaptive": tracks.append("repeat(auto-fill,minmax(\(px(first)),\(upper)))")
            default: continue
            }
        }
        return tracks.joined(separator: " ")
    }
}
