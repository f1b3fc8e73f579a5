/// A key the terminal reported.
public enum TerminalKey: Hashable, Sendable {
    /// A printable character (a letter, a digit, a space, an emoji).
    case character(Character)
    case up, down, left, right, home, end, pageUp, pageDown, insert, delete
    case tab, backTab, enter, escape, backspace
    /// A control chord, named by its letter: Ctrl-C is `.control("c")`.
    case control(Character)
    /// A character typed with Alt (sent as Escape, then the character).
    case alt(Character)
    /// F1 to F12.
    case function(Int)
}

/// A mouse report (SGR encoding): positions are 0-based cells.
public struct TerminalMouse: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        /// A button went down: 0 left, 1 middle, 2 right.
        case press(Int)
        case release
        case wheelUp
        case wheelDown
        /// The pointer moved with a button held.
        case drag
    }

    public var action: Action
    public var column: Int
    public var row: Int

    public init(action: Action, column: Int, row: Int) {
        self.action = action
        self.column = column
        self.row = row
    }
}

/// One thing the user did, as parsed from the terminal's byte stream.
public enum TerminalInput: Hashable, Sendable {
    case key(TerminalKey)
    /// Text pasted while bracketed paste was on: inserted as it is, never taken as keys.
    case paste(String)
    case mouse(TerminalMouse)
}
