#if canImport(Glibc)
import Glibc

private let systemWrite = Glibc.write
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin

private let systemWrite = Darwin.write
private let systemRead = Darwin.read
#endif

/// The real terminal: raw mode, the alternate screen, mouse and bracketed-paste reports on
/// entry, all undone on exit (and on signals and crashes, through ``TerminalRestorer``).
public struct TerminalDevice: Sendable {
    /// Where keys come from.
    public let input: Int32
    /// Where frames go.
    public let output: Int32

    /// The process's own terminal (standard input and output).
    public init(input: Int32 = 0, output: Int32 = 1) {
        self.input = input
        self.output = output
    }

    /// What entering sends: the alternate screen, cursor hidden, SGR mouse reports (clicks and
    /// the wheel), bracketed paste.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[2J"
    /// What leaving sends: everything above switched back off, attributes reset.
    static let leaveSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"

    /// Switches the terminal to raw mode and the alternate screen, and arranges for it to be
    /// restored on exit, signals and crashes.
    public func enter() throws(TerminalError) {
        guard isatty(input) == 1 else { throw .notATerminal }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { throw .cannotReadMode(errno) }
        TerminalRestorer.install(descriptor: output, saved: saved, restoreSequence: Array(Self.leaveSequence.utf8))
        var raw = saved
        cfmakeraw(&raw)
        // Keep output post-processing off too (cfmakeraw does); frames position everything.
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            TerminalRestorer.restore()
            throw .cannotSetMode(errno)
        }
        write(Array(Self.enterSequence.utf8))
    }

    /// Restores the terminal as ``enter()`` found it.
    public func leave() {
        TerminalRestorer.restore()
        TerminalRestorer.uninstall()
    }

    /// The window's size in cells (80×24 when the terminal does not say).
    public func size() -> CellSize {
        var window = winsize()
        if ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return CellSize(width: Int(window.ws_col), height: Int(window.ws_row))
        }
        return CellSize(width: 80, height: 24)
    }

    /// Writes all of `bytes`, retrying after interruptions and partial writes.
    public func write(_ bytes: [UInt8]) {
        var offset = 0
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while offset < buffer.count {
                let written = systemWrite(output, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR || errno == EAGAIN {
                    continue
                } else {
                    return
                }
            }
        }
    }

    /// Reads what is waiting (up to 4 KiB); empty at end of input.
    public func read() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[0..<count]) : []
    }
}

/// Why the terminal could not be set up.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Standard input is not a terminal (piped, or run without one).
    case notATerminal
    case cannotReadMode(Int32)
    case cannotSetMode(Int32)

    public var description: String {
        switch self {
        case .notATerminal: "Standard input is not a terminal: run the app in a terminal (or under tmux), not through a pipe."
        case .cannotReadMode(let code): "Could not read the terminal's mode (errno \(code))."
        case .cannotSetMode(let code): "Could not switch the terminal to raw mode (errno \(code))."
        }
    }
}
