import LoomCore

extension ViewHarness {
    /// Throws unless the screen is exactly `expected`, line by line (spaces at the ends of
    /// lines and blank lines at the end aside, which editors drop), naming the first line that
    /// differs and showing both screens: what a test DevTools exported checks after each step.
    public func expectScreen(_ expected: String) throws {
        let actual = text
        let expectedLines = Self.screenLines(expected), actualLines = Self.screenLines(actual)
        guard expectedLines != actualLines else { return }
        let line = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        throw HarnessError.screenDiffers(line: line + 1, expected: expected, actual: actual)
    }

    /// The state of each store the view made, by name (`Katana CounterState`, a second store
    /// of that state type `Katana CounterState 2`), as the `DebugStore` log writes a state;
    /// empty unless the harness traces its stores (`tracingStores: true`).
    public var storeStates: [String: String] {
        ArchitectureLog.$current.withValue(architectureLog) { host.update() }
        return architectureLog?.currentStates() ?? [:]
    }

    /// Throws unless the stores' states are exactly `expected`: every store the view made, with
    /// the state given (the check a test DevTools exported from a store's session ends with).
    /// Needs a harness that traces its stores.
    public func expectStoreStates(_ expected: [String: String]) throws {
        guard architectureLog != nil else { throw HarnessError.storesNotTraced }
        let actual = storeStates
        // Compared as screens are: an editor's trimming of line ends does not fail the test.
        for name in Set(expected.keys).union(actual.keys).sorted()
        where expected[name].map(Self.screenLines) != actual[name].map(Self.screenLines) {
            throw HarnessError.storeStateDiffers(store: name, expected: expected[name], actual: actual[name])
        }
    }

    /// Sends `action` to the element `locator` names, as a recorded step does.
    public func perform(_ action: HostEvent.Action, on locator: HostElementLocator) throws {
        host.update()
        let screen = host.hostTree.snapshot()
        guard let element = screen.element(at: locator) else {
            throw HarnessError.noElement(kind: locator.kind, label: locator.description, screen: text)
        }
        try send(action, to: element.id)
    }

    /// Replays `recording` from a harness built with its root view: the events before recording
    /// began, then the screen is checked, then each step and the screen after it; and, when the
    /// harness traces its stores, the stores' final states.
    public func replay(_ recording: SessionRecording) throws {
        for event in recording.leadingEvents {
            try perform(event.action, on: event.target)
        }
        try expectScreen(TextRenderer.render(recording.initialScreen))
        for step in recording.steps {
            try perform(step.action, on: step.target)
            try expectScreen(TextRenderer.render(step.screenAfter))
        }
        if architectureLog != nil { try expectStoreStates(recording.finalStates) }
    }

    private static func screenLines(_ screen: String) -> [Substring] {
        var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard let last = line.lastIndex(where: { $0 != " " }) else { return "" }
            return line[...last]
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}

extension HostElementLocator: CustomStringConvertible {
    /// `"Delete" (the 3rd)`, as a failure message names it.
    public var description: String {
        let name = label.map { "\"\($0)\"" } ?? "(no label)"
        return occurrence == 0 ? name : "\(name) (number \(occurrence + 1))"
    }
}
