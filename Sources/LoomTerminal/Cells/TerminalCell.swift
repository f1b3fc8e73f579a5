/// How a cell's character is drawn: colours and text attributes.
public struct CellStyle: Hashable, Sendable {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var bold = false
    public var dim = false
    public var italic = false
    public var underline = false
    public var inverse = false

    public init(
        foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false, dim: Bool = false,
        italic: Bool = false, underline: Bool = false, inverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.inverse = inverse
    }

    /// The terminal's default: no colours, no attributes.
    public static let plain = CellStyle()
}

/// One character cell of the screen.
///
/// A wide grapheme (CJK, emoji) sits in its first cell with `width` 2; the cell after it is a
/// continuation (`width` 0, empty text) that the encoder never writes on its own.
public struct TerminalCell: Hashable, Sendable {
    /// The grapheme shown, `" "` for blank, `""` for the second half of a wide one.
    public var text: String
    /// 1 for an ordinary cell, 2 for the first half of a wide grapheme, 0 for the second half.
    public var width: UInt8
    public var style: CellStyle

    public init(text: String = " ", width: UInt8 = 1, style: CellStyle = .plain) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A blank cell in the default style.
    public static let blank = TerminalCell()

    /// Whether this cell is the second half of a wide grapheme.
    public var isContinuation: Bool { width == 0 }
}
