/// A `ScrollViewReader`'s request to scroll, as its container's value carries it:
/// `to:<element id>,<block>,<request number>`. One parser for every renderer (the web page's
/// attribute and the terminal's scroll offset both come from it), so the format has one reading.
public struct HostScrollRequest: Hashable, Sendable {
    /// Where the row should end up in the scroll view, as CSS's `scrollIntoView` block names it.
    public enum Block: String, Hashable, Sendable {
        case start, center, end, nearest
    }

    public var target: HostElementID
    public var block: Block
    /// Counts the reader's requests, so a renderer acts on each one once.
    public var number: Int

    /// The request `token` names, or nil when it is malformed (then nothing scrolls).
    public init?(token: String) {
        guard token.hasPrefix("to:") else { return nil }
        let parts = token.dropFirst(3).split(separator: ",")
        guard parts.count == 3, let target = Int(parts[0]), let block = Block(rawValue: String(parts[1])),
            let number = Int(parts[2])
        else { return nil }
        self.target = HostElementID(target)
        self.block = block
        self.number = number
    }
}
