/// How many terminal cells a piece of text takes: wide East Asian characters and emoji take
/// two, combining marks and other zero-width scalars none, everything printable else one.
///
/// Swift has no `wcwidth`, and the C library's depends on the locale the process runs in, so
/// Loom carries its own small table: the ranges below cover the wide and fullwidth blocks of
/// Unicode's East Asian Width data, and emoji come from the scalar's `isEmojiPresentation`.
/// ```swift
/// DisplayWidth.of("日本") // 4
/// DisplayWidth.of("é")    // 1, also when written as "e" + U+0301
/// ```
public enum DisplayWidth {
    /// The cells one grapheme cluster takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        var width = 0
        var first = true
        for scalar in character.unicodeScalars {
            if first {
                width = of(scalar)
                first = false
            } else if scalar.value == 0xFE0F || isEmojiModifier(scalar) {
                // Emoji presentation selector or skin tone: the cluster shows as an emoji.
                if width > 0 { width = 2 }
            }
        }
        return width
    }

    /// The cells a string takes, grapheme by grapheme.
    ///
    /// - Complexity: O(n) in the string's length.
    public static func of(_ text: some StringProtocol) -> Int {
        // Printable ASCII, most of what a screen shows, is one cell a byte: no grapheme walk.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var width = 0
        for character in text { width += of(character) }
        return width
    }

    /// The cells one scalar takes on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if value == 0x200B { return 0 }
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    private static func isEmojiModifier(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    /// Wide and fullwidth ranges (East Asian Width W and F), sorted, as closed ranges.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
