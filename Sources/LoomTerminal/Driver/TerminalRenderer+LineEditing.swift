extension TerminalRenderer {
    /// The Ctrl chords a focused text field takes, as readline and every shell take them, so
    /// editing feels as it does at the prompt: Ctrl-A start, Ctrl-E end, Ctrl-U delete to the
    /// start, Ctrl-K delete to the end, Ctrl-W delete the word before the caret. In a field
    /// they win over an app's `keyboardShortcut` with the same letter (a text field on the
    /// Mac likewise keeps Command-A for itself).
    static let lineEditingChords: Set<Character> = ["a", "e", "u", "k", "w"]

    /// Applies one line-editing chord to a field's value and caret (a character offset).
    static func editLine(_ letter: Character, _ value: inout String, _ caret: inout Int) {
        let split = value.index(value.startIndex, offsetBy: caret)
        switch letter {
        case "a":
            caret = 0
        case "e":
            caret = value.count
        case "u":
            value.removeSubrange(value.startIndex..<split)
            caret = 0
        case "k":
            value.removeSubrange(split...)
        case "w":
            // Spaces before the caret, then the word before them, as readline's unix-word-rubout.
            var start = split
            while start > value.startIndex, value[value.index(before: start)] == " " { start = value.index(before: start) }
            while start > value.startIndex, value[value.index(before: start)] != " " { start = value.index(before: start) }
            caret -= value.distance(from: start, to: split)
            value.removeSubrange(start..<split)
        default:
            break
        }
    }
}
