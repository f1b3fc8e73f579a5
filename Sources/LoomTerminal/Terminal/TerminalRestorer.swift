#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts the terminal back the way it was found, from anywhere: a normal exit, `exit(3)`, or a
/// signal (Ctrl-C delivered as SIGINT by another program, SIGTERM, SIGHUP, a crash).
///
/// A signal handler may only call async-signal-safe functions and can capture nothing, so what
/// it needs lives in static storage prepared before the handlers are installed: the saved
/// termios, the bytes that leave the alternate screen, and the handlers that were there before
/// (the Swift runtime's backtracer, say), which it reinstates before raising the signal again
/// so the process still ends the way it would have. `write(2)`, `tcsetattr(3)`, `sigaction(2)`
/// and `raise(3)` are all async-signal-safe. The storage is `nonisolated(unsafe)`: it is written
/// once by ``install(saved:restoreSequence:)`` on the main thread before any handler exists,
/// and afterwards only read. The termios is kept in allocated memory, not in a static `termios`:
/// such a static is emitted as a 57-byte global (the size AddressSanitizer gives it) while the struct
/// is 60, and AddressSanitizer reports each copy as a write past the global's end.
enum TerminalRestorer {
    /// The signals after which the terminal must be restored before the process ends.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// Never freed, as ``sequence``.
    private nonisolated(unsafe) static var saved: UnsafeMutablePointer<termios>?
    private nonisolated(unsafe) static var descriptor: Int32 = -1
    /// Never freed: a signal can arrive at any moment of the process's life.
    private nonisolated(unsafe) static var sequence: UnsafeMutableBufferPointer<UInt8> = .init(start: nil, count: 0)
    private nonisolated(unsafe) static var previous: UnsafeMutablePointer<sigaction>?
    private nonisolated(unsafe) static var armed = false

    /// Records how to restore `descriptor` and installs the signal handlers and an exit hook.
    static func install(descriptor: Int32, saved: termios, restoreSequence: [UInt8]) {
        self.descriptor = descriptor
        if sequence.baseAddress == nil {
            self.saved = .allocate(capacity: 1)
            sequence = .allocate(capacity: 256)
            previous = .allocate(capacity: 65)
            atexit { TerminalRestorer.restore() }
        }
        self.saved?.initialize(to: saved)
        let count = min(restoreSequence.count, sequence.count)
        for (index, byte) in restoreSequence.prefix(count).enumerated() { sequence[index] = byte }
        length = count
        armed = true
        for signal in signals {
            // A signal the process was told to ignore (`nohup` ignores SIGHUP) stays ignored.
            var current = sigaction()
            sigaction(signal, nil, &current)
            previous?[Int(signal)] = current
            if isIgnored(current) { continue }
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { signal in TerminalRestorer.handle(signal) }
            #else
            action.__sigaction_u.__sa_handler = { signal in TerminalRestorer.handle(signal) }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            if let previous { sigaction(signal, &action, previous + Int(signal)) }
        }
    }

    private nonisolated(unsafe) static var length = 0

    /// Restores the terminal once (later calls do nothing). Async-signal-safe.
    static func restore() {
        guard armed else { return }
        armed = false
        if let base = sequence.baseAddress { _ = write(descriptor, base, length) }
        if let saved { _ = tcsetattr(descriptor, TCSAFLUSH, saved) }
    }

    /// Stops restoring on signals (the terminal was restored normally), putting back the
    /// handlers that were there before.
    static func uninstall() {
        armed = false
        guard let previous else { return }
        for signal in signals { sigaction(signal, previous + Int(signal), nil) }
    }

    private static func handle(_ signal: Int32) {
        restore()
        if let previous { sigaction(signal, previous + Int(signal), nil) }
        // Let the previous handler (or the default action) run now, inside `raise`: the signal
        // is blocked while this handler runs, and would otherwise wait until it returns.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, signal)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        raise(signal)
        // Still alive: the previous handler returned (the Swift runtime's backtracer does after
        // a signal sent with kill). End the process as the signal's default action would.
        var fallback = sigaction()
        sigemptyset(&fallback.sa_mask)
        #if canImport(Glibc)
        fallback.__sigaction_handler.sa_handler = SIG_DFL
        #else
        fallback.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        sigaction(signal, &fallback, nil)
        raise(signal)
        _exit(128 + signal)
    }

    private static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
