import Dispatch
import Foundation
import LoomHost

/// Runs an app in the terminal: enters raw mode and the alternate screen, feeds keys and mouse
/// reports to a ``TerminalRenderer``, sends the events it asks for through `HostTree.send`,
/// writes a diffed frame after every change, re-lays out on SIGWINCH (telling geometry readers
/// their new size), and restores the terminal however the run ends.
/// ```swift
/// let driver = TerminalDriver()
/// driver.show(ViewHost(ContentView()))
/// try await driver.run()
/// ```
@MainActor
public final class TerminalDriver {
    private let device: TerminalDevice
    private var renderer: TerminalRenderer
    private var parser = TerminalInputParser()
    private var session: (any HostSession)?
    private var sources: [any DispatchSourceProtocol] = []
    private var finish: CheckedContinuation<Void, Never>?
    private var running = false
    /// How many times ``render()`` has laid the screen out (input handling skips a second pass).
    private var renders = 0
    /// How deep ``reportGeometry()`` is nested (each report's update draws a frame).
    private var geometryRounds = 0

    /// Called for Escape when nothing on screen can be dismissed (the showcase's way back to
    /// its menu). Unset, Escape there does nothing.
    public var onBack: (@MainActor () -> Void)?
    /// Called after each frame is written (statistics, test hooks).
    public var onFrame: (@MainActor (TerminalFrame) -> Void)?
    /// Called with each event the user's input sends, and the work that sends it to the tree
    /// and applies its updates (drawing the frame), which it must run once: DevTools records
    /// the event and what it drew. Unset, the work runs alone.
    public var applyingEvent: (@MainActor (HostEvent, () throws -> Void) -> Void)?
    /// Frames written, bytes written and cells changed since the run started.
    public private(set) var statistics = TerminalStatistics()

    /// A driver for `device`, with colours chosen from `environment` (`NO_COLOR`, `COLORTERM`, `TERM`).
    public init(device: TerminalDevice = TerminalDevice(), environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.device = device
        renderer = TerminalRenderer(size: CellSize(width: 80, height: 24), colorDepth: ColorDepth.detect(environment: environment))
    }

    /// Shows `session` from now on (the previous one is left as it is: its owner tears it
    /// down). The whole screen is redrawn.
    public func show(_ session: any HostSession) {
        self.session?.onCommit = nil
        self.session = session
        session.onCommit = { [weak self] in self?.render() }
        session.update()
        _ = session.hostTree.takeMutations()
        var fresh = TerminalRenderer(size: renderer.size, colorDepth: renderer.colorDepth)
        try? fresh.apply(session.hostTree.snapshot().insertions)
        fresh.invalidate()
        renderer = fresh
        if running { render() }
    }

    /// Runs until the user quits (Ctrl-C) or ``stop()`` is called; the terminal is restored
    /// before it returns.
    public func run() async throws(TerminalError) {
        try device.enter()
        running = true
        renderer.resize(to: device.size())
        let input = DispatchSource.makeReadSource(fileDescriptor: device.input, queue: .main)
        input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readInput() } }
        signal(SIGWINCH, SIG_IGN)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resize.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.resize() } }
        sources = [input, resize]
        for source in sources { source.resume() }
        render()
        await withCheckedContinuation { continuation in finish = continuation }
        for source in sources { source.cancel() }
        sources = []
        running = false
        device.leave()
    }

    /// Ends ``run()``.
    public func stop() {
        finish?.resume()
        finish = nil
    }

    /// Takes the app's pending mutations and writes the frame that shows them.
    public func render() {
        guard running else { return }
        renders += 1
        if let session {
            let batch = session.hostTree.takeMutations()
            do {
                try renderer.apply(batch)
            } catch {
                // The log and the replica disagree: start again from the tree itself.
                var fresh = TerminalRenderer(size: renderer.size, colorDepth: renderer.colorDepth)
                try? fresh.apply(session.hostTree.snapshot().insertions)
                renderer = fresh
            }
        }
        let frame = renderer.frame()
        if !frame.bytes.isEmpty {
            device.write(frame.bytes)
            statistics.record(frame)
            onFrame?(frame)
        }
        reportGeometry()
    }

    /// Tells geometry readers the size this frame gave them. Their update commits and draws
    /// the next frame (through `onCommit`); a reader whose content changes its own size again
    /// gets a few rounds, not an endless loop.
    private func reportGeometry() {
        let reports = renderer.geometryReports()
        guard !reports.isEmpty, let session, geometryRounds < 4 else { return }
        geometryRounds += 1
        defer { geometryRounds -= 1 }
        for case .send(let event) in reports {
            // A reader that went away meanwhile refuses its event: nothing to tell it.
            try? session.hostTree.send(event)
        }
        session.update()
    }

    private func readInput() {
        let bytes = device.read()
        if bytes.isEmpty {
            stop()
            return
        }
        var inputs = parser.parse(bytes)[...]
        while let input = renderer.nextInput(from: &inputs) {
            let rendersBefore = renders
            for command in renderer.handle(input) { perform(command) }
            if finish == nil { return }
            // An event that changed the tree was drawn when the update committed, and that frame
            // showed the focus and scrolling the input changed too: laying out again (the cost
            // of a frame) would find nothing new.
            if renders == rendersBefore { render() }
        }
    }

    private func perform(_ command: TerminalCommand) {
        switch command {
        case .send(let event):
            guard let session else { return }
            // A refused event (an element that went away meanwhile) is dropped: the screen
            // is redrawn from the tree anyway.
            let apply = {
                defer { session.update() }
                try session.hostTree.send(event)
            }
            if let applyingEvent { applyingEvent(event, apply) } else { try? apply() }
        case .quit: stop()
        case .redraw: renderer.invalidate()
        case .back: onBack?()
        }
    }

    private func resize() {
        renderer.resize(to: device.size())
        render()
    }
}

/// What a run has written so far.
public struct TerminalStatistics: Hashable, Sendable {
    public var frames = 0
    public var bytes = 0
    public var changedCells = 0
    public var fullRedraws = 0

    mutating func record(_ frame: TerminalFrame) {
        frames += 1
        bytes += frame.bytes.count
        changedCells += frame.changedCells
        if frame.isFullRedraw { fullRedraws += 1 }
    }
}
