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
    /// began, then the screen is checked, then each step and the screen after it.
    public func replay(_ recording: SessionRecording) throws {
        for event in recording.leadingEvents {
            try perform(event.action, on: event.target)
        }
        try expectScreen(TextRenderer.render(recording.initialScreen))
        for step in recording.steps {
            try perform(step.action, on: step.target)
            try expectScreen(TextRenderer.render(step.screenAfter))
        }
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
