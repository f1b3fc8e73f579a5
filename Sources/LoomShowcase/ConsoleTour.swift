import Loom
import LoomExamples

/// Plays a scripted session with an example app and prints each screen as the text renderer
/// shows it: what the showcase offers until a live renderer is in place.
@MainActor
struct ConsoleTour {
    enum Step {
        case tap(String)
        case type(String, into: String)
    }

    let title: String
    let host: ViewHost
    private var renderer = TextRenderer()

    init<Root: View>(_ title: String, _ root: Root) {
        self.title = title
        host = ViewHost(root)
    }

    /// Prints the first screen, then each step and the screen after it.
    mutating func play(_ steps: [Step]) throws {
        print("══ \(title) ══")
        try show("start")
        for step in steps {
            let snapshot = host.hostTree.snapshot()
            switch step {
            case .tap(let label):
                guard let button = snapshot.first(.button, labelled: label) else { throw TourError.missing(label) }
                try host.send(HostEvent(element: button.id, action: .tap))
                try show("tap \"\(label)\"")
            case .type(let text, let placeholder):
                guard let field = snapshot.first(.textField, labelled: placeholder) else { throw TourError.missing(placeholder) }
                try host.send(HostEvent(element: field.id, action: .textChange(text)))
                try show("type \"\(text)\" into \"\(placeholder)\"")
            }
        }
        print()
    }

    private mutating func show(_ caption: String) throws {
        let batch = host.hostTree.takeMutations()
        try renderer.apply(batch)
        print("\n$ \(caption)   (\(batch.count) host mutation\(batch.count == 1 ? "" : "s"))")
        print(renderer.output, terminator: "")
    }
}

enum TourError: Error, CustomStringConvertible {
    case missing(String)

    var description: String { "The tour expected a control labelled \"\(missing)\" on screen." }

    private var missing: String {
        switch self {
        case .missing(let label): label
        }
    }
}
