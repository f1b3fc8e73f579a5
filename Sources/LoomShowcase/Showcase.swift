import Foundation
import Loom
import LoomExamples
import LoomWebServer

/// `swift run loom-showcase`: serves every example live in the browser.
///
/// The command line is every Loom app's (`AppArguments`: `--port`, `--host`, the server's
/// limits, `--terminal`), plus `--tour` (a scripted text-renderer tour) and the hidden
/// `--crash-after-start` test hook.
@main
@MainActor
struct Showcase {
    static func main() async {
        let arguments: AppArguments
        do {
            arguments = try AppArguments(CommandLine.arguments.dropFirst(), extraFlags: ["--tour", "--crash-after-start"])
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(error.isHelp ? 0 : 2)
        }
        do {
            if arguments.flags.contains("--tour") {
                try playTour()
                return
            }
            if arguments.terminal {
                try await TerminalShowcase(apps: ShowcaseCatalog.apps, crashesOnFirstKey: arguments.flags.contains("--crash-after-start")).run()
                return
            }
            let server = WebServer(title: "Loom showcase", apps: ShowcaseCatalog.apps, configuration: arguments.configuration)
            let host = arguments.host
            try await server.run { port in
                FileHandle.standardOutput.write(Data("Loom showcase: http://\(host):\(port)\n".utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("loom-showcase: \(error)\n".utf8))
            exit(1)
        }
    }

    /// The text-renderer tour: each screen as the text renderer shows it.
    static func playTour() throws {
        print("Loom showcase: each screen below is the text renderer's view of a live host tree.\n")
        var counter = ConsoleTour("Counter: @StateObject, @State, a stable binding, a nested view", StateCounterApp())
        try counter.play([.tap("Increment"), .tap("5"), .tap("Increment"), .tap("Reset")])
        var list = ConsoleTour("Keyed list: rows keep their state as they move", KeyedListApp(shuffle: { $0.reversed() }))
        try list.play([.tap("☆"), .tap("Add"), .tap("Shuffle"), .tap("Select"), .tap("Remove selected")])
    }
}
