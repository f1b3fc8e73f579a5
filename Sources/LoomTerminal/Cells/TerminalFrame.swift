/// The bytes that bring a terminal from one frame to the next, and what they cost.
public struct TerminalFrame: Hashable, Sendable {
    /// Escape sequences and text, ready for `write(2)`.
    public var bytes: [UInt8]
    /// How many cells the frame rewrote (a full redraw counts every cell).
    public var changedCells: Int
    /// Whether the frame cleared the screen and drew every cell.
    public var isFullRedraw: Bool

    public init(bytes: [UInt8], changedCells: Int, isFullRedraw: Bool) {
        self.bytes = bytes
        self.changedCells = changedCells
        self.isFullRedraw = isFullRedraw
    }

    /// Nothing to write.
    public static let empty = TerminalFrame(bytes: [], changedCells: 0, isFullRedraw: false)
}

/// Where the terminal's text cursor should be after a frame (a focused text field's caret).
public struct CursorPosition: Hashable, Sendable {
    public var column: Int
    public var row: Int

    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}
