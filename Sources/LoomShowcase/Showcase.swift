import Loom
import LoomExamples

/// `swift run loom-showcase`: a tour of Loom's examples, rendered as text.
@main
@MainActor
struct Showcase {
    static func main() throws {
        print("Loom showcase: each screen below is the text renderer's view of a live host tree.\n")
        var counter = ConsoleTour("Counter: @StateObject, @State, a stable binding, a nested view", StateCounterApp())
        try counter.play([.tap("Increment"), .tap("5"), .tap("Increment"), .tap("Reset")])

        var list = ConsoleTour("Keyed list: rows keep their state as they move", KeyedListApp(shuffle: { $0.reversed() }))
        try list.play([.tap("☆"), .tap("Add"), .tap("Shuffle"), .tap("Select"), .tap("Remove selected")])
    }
}
