import Loom

/// A hosted view with a terminal renderer fed only from its mutation log, as the driver runs.
@MainActor
final class TerminalHarness {
    let host: ViewHost
    var renderer: TerminalRenderer

    init<Root: View>(_ view: Root, width: Int = 40, height: Int = 10, depth: ColorDepth = .trueColor) {
        host = ViewHost(view)
        renderer = TerminalRenderer(size: CellSize(width: width, height: height), colorDepth: depth)
        sync()
    }

    /// Applies pending updates and hands the new mutations to the renderer.
    func sync() {
        host.update()
        do {
            try renderer.apply(host.hostTree.takeMutations())
        } catch {
            Issue.record("the renderer refused the mutation log: \(error)")
        }
    }

    /// Lays out and returns the frame the terminal would get.
    @discardableResult
    func frame() -> TerminalFrame {
        sync()
        return renderer.frame()
    }

    /// The screen's text after a frame.
    var lines: [String] {
        frame()
        return renderer.screen.lines
    }

    /// Feeds input as the driver does: the renderer's commands, events through the tree, a frame.
    func input(_ inputs: TerminalInput...) {
        for input in inputs {
            frame()
            for command in renderer.handle(input) {
                if case .send(let event) = command {
                    do { try host.hostTree.send(event) } catch { Issue.record("event refused: \(error)") }
                }
            }
            frame()
        }
    }

    func keys(_ keys: TerminalKey...) {
        for key in keys { input(.key(key)) }
    }

    func type(_ text: String) {
        for character in text { input(.key(.character(character))) }
    }
}

/// The layout of a view on its own, straight from the host tree.
@MainActor
func cells<Root: View>(_ view: Root, width: Int = 40, height: Int = 8) -> [String] {
    let host = ViewHost(view)
    host.update()
    return TerminalLayout(host.hostTree.snapshot(), size: CellSize(width: width, height: height)).buffer.lines
}

import Testing
