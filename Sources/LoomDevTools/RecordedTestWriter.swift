import LoomCore

/// Writes a ``SessionRecording`` as a Swift test: a harness built with the session's root view,
/// the first screen checked, then each step sent to its element and the screen checked again.
/// A session whose views made stores (Eazy's, Katana's) ends by checking each store's state.
/// A bug seen in the browser, recorded, becomes a test that fails until it is fixed; a change
/// of behaviour makes it fail where the screen first differs.
public enum RecordedTestWriter {
    /// The test file for `recording`. `rootViewType` is the view as `String(reflecting:)` names
    /// it (`MyApp.ContentView`): its module is imported `@testable`, its type built with `()`.
    public static func swiftTest(for recording: SessionRecording) -> String {
        let (module, type) = split(recording.rootViewType)
        let models = recording.modelTypes.map(split)
        var lines = [
            "// Recorded with Loom DevTools: \(recording.steps.count) event\(recording.steps.count == 1 ? "" : "s") of a session of \(type).",
            "// It replays what the user did and checks each screen, so it fails where the app's",
            "// behaviour changes. Give the view its arguments or environment here if it needs any.",
        ]
        if !models.isEmpty {
            lines.append("// Its models start from an empty store: record on an empty one, or insert what it showed first.")
        }
        lines += ["import LoomTesting", "import Testing"]
        let modules = Set(([module] + models.map(\.module)).compactMap { $0 }).sorted()
        lines += modules.map { "@testable import \($0)" }
        var root = "\(type)()"
        if !models.isEmpty {
            root += ".modelContainer(for: [\(models.map { "\($0.type).self" }.joined(separator: ", "))], inMemory: true)"
        }
        let tracing = recording.finalStates.isEmpty ? "" : ", tracingStores: true"
        lines += [
            "",
            "@MainActor @Test func \(identifier(recording.name))() throws {",
            "    let ui = ViewHarness(\(root)\(tracing))",
        ]
        if !recording.leadingEvents.isEmpty {
            lines.append(recording.isLeadComplete
                ? "    // What the session did before recording began."
                : "    // The session's first events are no longer known (its history is bounded): from a fresh app these may not reach the screen below.")
            for event in mergingTyping(recording.leadingEvents, target: \.target, action: \.action) {
                lines.append("    \(statement(for: event.action, on: event.target))")
            }
        }
        lines.append(screenCheck(recording.initialScreen))
        for step in mergingTyping(recording.steps, target: \.target, action: \.action) {
            lines.append("    \(statement(for: step.action, on: step.target))")
            lines.append(screenCheck(step.screenAfter))
        }
        if !recording.finalStates.isEmpty { lines.append(storeStatesCheck(recording.finalStates)) }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Typing arrives as one event per keystroke, each carrying the field's whole text; a test
    /// says it once: a run of text changes to one field becomes its last (with its screen).
    static func mergingTyping<Item>(
        _ items: [Item], target: (Item) -> HostElementLocator, action: (Item) -> HostEvent.Action
    ) -> [Item] {
        var merged: [Item] = []
        for item in items {
            if case .textChange = action(item), let last = merged.last, case .textChange = action(last), target(last) == target(item) {
                merged[merged.count - 1] = item
            } else {
                merged.append(item)
            }
        }
        return merged
    }

    /// The harness call for one step: the plain words for the usual cases (`tap`, `type`),
    /// else the event and the element's locator.
    static func statement(for action: HostEvent.Action, on target: HostElementLocator) -> String {
        if target.occurrence == 0, let label = target.label {
            switch (action, target.kind) {
            case (.tap, .button): return "try ui.tap(\(literal(label)))"
            case (.textChange(let text), .textField): return "try ui.type(\(literal(text)), into: \(literal(label)))"
            default: break
            }
        }
        let locator = "HostElementLocator(kind: .\(target.kind.rawValue), label: \(target.label.map(literal) ?? "nil"), occurrence: \(target.occurrence))"
        return "try ui.perform(\(Self.action(action)), on: \(locator))"
    }

    static func action(_ action: HostEvent.Action) -> String {
        switch action {
        case .tap: ".tap"
        case .textChange(let text): ".textChange(\(literal(text)))"
        case .toggleChange(let isOn): ".toggleChange(\(isOn))"
        case .dismiss: ".dismiss"
        case .valueChange(let value): ".valueChange(\(literal(value)))"
        case .submit: ".submit"
        case .focusChange(let focused): ".focusChange(\(focused))"
        case .hover(let inside): ".hover(\(inside))"
        }
    }

    /// `try ui.expectScreen(#"""…"""#)`.
    static func screenCheck(_ screen: HostElementSnapshot) -> String {
        "    try ui.expectScreen(\(rawLiteral(TextRenderer.render(screen), indent: "        ")))"
    }

    /// `try ui.expectStoreStates([…])`: each store's state by name, in name order.
    static func storeStatesCheck(_ states: [String: String]) -> String {
        let entries = states.keys.sorted().map { name in
            "        \(literal(name)): \(rawLiteral(states[name] ?? "", indent: "            ")),"
        }
        return (["    try ui.expectStoreStates(["] + entries + ["    ])"]).joined(separator: "\n")
    }

    /// `text` in a raw multi-line string literal with as many `#` as it needs, its lines and
    /// closing quotes indented by `indent`.
    static func rawLiteral(_ text: String, indent: String) -> String {
        var hashes = "#"
        // The string ends at `"""#…`, and `\#…` starts an escape: the text holds neither.
        while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        let body = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indent + $0 }
            .joined(separator: "\n")
        return "\(hashes)\"\"\"\n\(body)\n\(indent)\"\"\"\(hashes)"
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        TextRenderer.quoted(text)
    }

    /// `MyApp.Screens.ContentView` → (`MyApp`, `Screens.ContentView`); a name without a module
    /// (or with generic arguments) stays whole.
    static func split(_ qualified: String) -> (module: String?, type: String) {
        let plain = qualified.prefix { $0 != "<" }
        guard let dot = plain.firstIndex(of: "."), plain.count == qualified.count else { return (nil, qualified) }
        return (String(plain[..<dot]), String(plain[plain.index(after: dot)...]))
    }

    /// A Swift identifier from `name`: letters and digits, camel-cased, not starting with a digit.
    static func identifier(_ name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        let camel = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        guard let first = camel.first else { return "recordedSession" }
        return first.isNumber ? "test" + camel : camel
    }
}
