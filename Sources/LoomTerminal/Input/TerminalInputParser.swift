/// Turns the bytes a terminal sends into keys, pastes and mouse reports.
///
/// A byte stream, not a key per read: several keys (or a paste) often arrive in one `read`,
/// and a sequence can be split across two. Bytes that may start an unfinished sequence are
/// kept for the next call, except a lone Escape at the end of a read, which is the Escape
/// key (terminals and tmux write a whole sequence at once).
/// ```swift
/// var parser = TerminalInputParser()
/// parser.parse(Array("\t\u{1B}[Bx".utf8)) // [.key(.tab), .key(.down), .key(.character("x"))]
/// ```
public struct TerminalInputParser: Sendable {
    private var pending: [UInt8] = []
    private var paste: [UInt8]?

    public init() {}

    /// Parses the next bytes read from the terminal.
    public mutating func parse(_ bytes: some Sequence<UInt8>) -> [TerminalInput] {
        pending.append(contentsOf: bytes)
        var inputs: [TerminalInput] = []
        var index = 0
        let bytes = pending
        while index < bytes.count {
            if paste != nil {
                if let end = Self.find(Self.pasteEnd, in: bytes, from: index) {
                    paste?.append(contentsOf: bytes[index..<end])
                    inputs.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
                    paste = nil
                    index = end + Self.pasteEnd.count
                } else {
                    // Keep a possible start of the end marker for the next read.
                    let keep = min(Self.pasteEnd.count - 1, bytes.count - index)
                    paste?.append(contentsOf: bytes[index..<(bytes.count - keep)])
                    pending = Array(bytes[(bytes.count - keep)...])
                    return inputs
                }
                continue
            }
            switch step(bytes, at: index) {
            case .input(let input, let length):
                if let input { inputs.append(input) }
                index += length
            case .startPaste(let length):
                paste = []
                index += length
            case .incomplete:
                pending = Array(bytes[index...])
                return inputs
            }
        }
        pending = []
        return inputs
    }

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private enum Step {
        case input(TerminalInput?, length: Int)
        case startPaste(length: Int)
        case incomplete
    }

    private func step(_ bytes: [UInt8], at index: Int) -> Step {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return escape(bytes, at: index)
        case 0x0D, 0x0A: return .input(.key(.enter), length: 1)
        case 0x09: return .input(.key(.tab), length: 1)
        case 0x7F, 0x08: return .input(.key(.backspace), length: 1)
        case 0x00: return .input(.key(.control(" ")), length: 1)
        case 0x01...0x1A: return .input(.key(.control(Character(Unicode.Scalar(byte + 0x60)))), length: 1)
        case 0x1C...0x1F: return .input(nil, length: 1)
        default: return character(bytes, at: index).map { .input(.key(.character($0.0)), length: $0.1) } ?? .incomplete
        }
    }

    /// One UTF-8 encoded character and its length, or nil when its bytes have not all come.
    private func character(_ bytes: [UInt8], at index: Int) -> (Character, Int)? {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 1
        guard index + length <= bytes.count else { return nil }
        let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
        return (text.first ?? "\u{FFFD}", length)
    }

    private func escape(_ bytes: [UInt8], at index: Int) -> Step {
        guard index + 1 < bytes.count else { return .input(.key(.escape), length: 1) }
        let next = bytes[index + 1]
        switch next {
        case UInt8(ascii: "["): return csi(bytes, at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < bytes.count else { return .incomplete }
            let key: TerminalKey? = switch bytes[index + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "P"): .function(1)
            case UInt8(ascii: "Q"): .function(2)
            case UInt8(ascii: "R"): .function(3)
            case UInt8(ascii: "S"): .function(4)
            default: nil
            }
            return .input(key.map { .key($0) }, length: 3)
        case 0x1B: return .input(.key(.escape), length: 1)
        default:
            guard next >= 0x20, let (character, length) = character(bytes, at: index + 1) else {
                return next < 0x20 ? .input(.key(.escape), length: 1) : .incomplete
            }
            return .input(.key(.alt(character)), length: 1 + length)
        }
    }

    /// A control sequence: ESC [ parameters intermediates final.
    private func csi(_ bytes: [UInt8], at index: Int) -> Step {
        var end = index + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return .incomplete }
        let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        let final = bytes[end]
        let length = end - index + 1
        if parameters.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return .input(mouse(parameters.dropFirst(), released: final == UInt8(ascii: "m")).map { .mouse($0) }, length: length)
        }
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
        let key: TerminalKey?
        switch final {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"): key = .backTab
        case UInt8(ascii: "~"):
            if numbers.first == 200 { return .startPaste(length: length) }
            key = switch numbers.first ?? 0 {
            case 1, 7: .home
            case 2: .insert
            case 3: .delete
            case 4, 8: .end
            case 5: .pageUp
            case 6: .pageDown
            case 11...15: .function((numbers.first ?? 11) - 10)
            case 17...21: .function((numbers.first ?? 17) - 11)
            case 23, 24: .function((numbers.first ?? 23) - 12)
            default: nil
            }
        default: key = nil
        }
        return .input(key.map { .key($0) }, length: length)
    }

    /// An SGR mouse report's `button;column;row` (1-based on the wire).
    private func mouse(_ parameters: Substring, released: Bool) -> TerminalMouse? {
        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3 else { return nil }
        let code = numbers[0]
        let action: TerminalMouse.Action
        if code & 64 != 0 {
            action = code & 1 == 0 ? .wheelUp : .wheelDown
        } else if released {
            action = .release
        } else if code & 32 != 0 {
            action = .drag
        } else {
            action = .press(code & 3)
        }
        return TerminalMouse(action: action, column: numbers[1] - 1, row: numbers[2] - 1)
    }
}
