/// Breaks text into lines that fit a width in cells, at spaces where it can and inside a word
/// where a word alone is too long; explicit newlines always break.
enum TextWrapping {
    /// The lines of `text` no wider than `width` cells (`nil`: only at newlines).
    ///
    /// - Complexity: O(n) in the text's length.
    static func lines(_ text: String, width: Int?) -> [String] {
        // One line that fits, the usual case for labels: nothing to split.
        if !text.utf8.contains(UInt8(ascii: "\n")), width.map({ DisplayWidth.of(text) <= $0 }) ?? true { return [text] }
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, width > 0, DisplayWidth.of(paragraph) > width else {
                result.append(String(paragraph))
                continue
            }
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = DisplayWidth.of(word)
                let gap = line.isEmpty ? 0 : 1
                if lineWidth + gap + wordWidth <= width {
                    if gap == 1 { line += " " }
                    line += word
                    lineWidth += gap + wordWidth
                    continue
                }
                if !line.isEmpty {
                    result.append(line)
                    line = ""
                    lineWidth = 0
                }
                // A word longer than the line is cut by width, grapheme by grapheme.
                for character in word {
                    let characterWidth = DisplayWidth.of(character)
                    if lineWidth + characterWidth > width, !line.isEmpty {
                        result.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    line.append(character)
                    lineWidth += characterWidth
                }
            }
            result.append(line)
        }
        return result
    }
}
