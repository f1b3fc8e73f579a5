import LoomCore

/// Drives a view headless the way a user would: tap buttons by title, type into fields, read
/// the screen as text, compare it with a snapshot file.
///
/// ```swift
/// let ui = ViewHarness(Counter())
/// try ui.tap("Increment")
/// #expect(ui.text.contains("Count: 1"))
/// try ui.expectSnapshot(named: "counter-after-tap")
/// ```
/// The text comes from a ``TextRenderer`` fed only with the host tree's mutation batches, and
/// every read checks that this replica still equals the host tree.
@MainActor
public final class ViewHarness {
    /// The hosted view tree.
    public let host: ViewHost
    /// Runtime issues reported so far (state writes during body, duplicate ids, …).
    public private(set) var issues: [RuntimeIssue] = []
    private var renderer = TextRenderer()
    private var replayFailure: String?
    /// Where the view's stores are watched, when the harness traces them (``storeStates``).
    let architectureLog: ArchitectureLog?

    /// Hosts `view` and renders it once. With `sessionState`, the view runs as a server's
    /// session does: its `@SceneStorage` (and, when the state keeps view state, its `Codable`
    /// `@State`) is kept there, and a harness made from that state's ``SessionState/snapshot()``
    /// shows what a page restored in another process would:
    ///
    /// ```swift
    /// let before = SessionState(keepsViewState: true)
    /// let ui = ViewHarness(ContentView(), sessionState: before)
    /// try ui.type("Half a sen", into: "Message")
    /// let after = ViewHarness(ContentView(), sessionState: SessionState(restoring: before.snapshot(), keepsViewState: true))
    /// try after.expectText("Half a sen")
    /// ```
    ///
    /// With `tracingStores`, the stores the view makes (Eazy's and Katana's) are watched, as
    /// DevTools watches a session's: ``storeStates`` reads their states and
    /// ``expectStoreStates(_:)`` checks them. The view is made inside the harness, so a store
    /// made among its arguments (`CounterView(store: makeStore())`) is watched too.
    public init<Root: View>(_ view: @autoclosure () -> Root, sessionState: SessionState? = nil, tracingStores: Bool = false) {
        var collected: [RuntimeIssue] = []
        let architectureLog = tracingStores ? ArchitectureLog(limit: 1) : nil
        self.architectureLog = architectureLog
        host = ArchitectureLog.$current.withValue(architectureLog) {
            SessionState.$current.withValue(sessionState) { ViewHost(view(), issueHandler: { collected.append($0) }) }
        }
        issues = collected
        host.issueHandler = { [weak self] issue in self?.issues.append(issue) }
        drain()
    }

    /// The screen as text, after applying pending updates.
    public var text: String {
        host.update()
        drain()
        return renderer.output
    }

    /// Applies pending updates and checks that the mutation replica equals the host tree.
    public func verifyReplay() throws {
        host.update()
        drain()
        if let replayFailure { throw HarnessError.replayDiverged(replayFailure) }
        let expected = TextRenderer.render(host.hostTree.snapshot(), showsIDs: true, showsKeptContent: true)
        var idRenderer = renderer
        idRenderer.showsIDs = true
        idRenderer.showsKeptContent = true
        let actual = idRenderer.output
        guard actual == expected else {
            throw HarnessError.replayDiverged("replica:\n\(actual)\nhost tree:\n\(expected)")
        }
    }

    /// Taps the button whose title (or label text) is `title`.
    public func tap(_ title: String) throws {
        try send(.tap, to: try element(.button, labelled: title))
    }

    /// Types `text` into the text field whose placeholder is `placeholder`, replacing its value.
    public func type(_ text: String, into placeholder: String) throws {
        try send(.textChange(text), to: try element(.textField, labelled: placeholder))
    }

    /// Flips the toggle titled `title`.
    public func toggle(_ title: String) throws {
        let id = try element(.toggle, labelled: title)
        let isOn = host.hostTree.element(id)?.properties[.isOn] == .isOn(true)
        try send(.toggleChange(!isOn), to: id)
    }

    /// Sends an event to an element and applies the resulting updates.
    public func send(_ action: HostEvent.Action, to id: HostElementID) throws {
        try ArchitectureLog.$current.withValue(architectureLog) {
            try host.send(HostEvent(element: id, action: action))
            drain()
        }
    }

    /// The first element of `kind` whose text, placeholder or descendant text is `label`, or
    /// else whose `accessibilityLabel` is (so `tap("Delete")` finds an icon-only button labelled
    /// "Delete").
    public func element(_ kind: HostElementKind, labelled label: String) throws -> HostElementID {
        host.update()
        drain()
        // What is on screen: not the kept content of an unselected tab.
        let tree = host.hostTree.snapshot().withoutKeptContent
        let found = tree.first(kind, labelled: label)?.id
            ?? tree.firstAccessible { $0.kind == kind && $0.accessibility?.label == label }?.id
        guard let found else {
            throw HarnessError.noElement(kind: kind, label: label, screen: renderer.output)
        }
        return found
    }

    private func drain() {
        // Geometry readers are told the size the text renderer gives them (see
        // `TextRenderer+Geometry.swift`).
        let host = self.host
        do {
            try renderer.settle(takingMutations: { host.hostTree.takeMutations() }, sending: { try? host.send($0) })
        } catch {
            replayFailure = replayFailure ?? "\(error)"
        }
    }
}

/// Why a harness operation failed.
public enum HarnessError: Error, CustomStringConvertible {
    case noElement(kind: HostElementKind, label: String, screen: String)
    case replayDiverged(String)
    case missingText(String, screen: String)
    /// No element has this accessibility identifier or label (hidden ones are not searched).
    case noAccessibleElement(String, screen: String)
    /// The element found reports no event of this kind, and nothing inside it does.
    case notInteractive(String, event: String, screen: String)
    /// The screen is not the one expected; `line` is the first that differs (from 1).
    case screenDiffers(line: Int, expected: String, actual: String)
    /// A store's state is not the one expected (`nil`: no such store was expected, or there is none).
    case storeStateDiffers(store: String, expected: String?, actual: String?)
    /// The harness was made without `tracingStores: true`, so it knows no store's state.
    case storesNotTraced

    public var description: String {
        switch self {
        case .missingText(let text, let screen):
            "\"\(text)\" is not on screen:\n\(screen)"
        case .noElement(let kind, let label, let screen):
            "No \(kind.rawValue) labelled \"\(label)\" on screen:\n\(screen)"
        case .noAccessibleElement(let description, let screen):
            "No element with accessibility \(description) on screen:\n\(screen)"
        case .notInteractive(let name, let event, let screen):
            "\"\(name)\" has nothing that reports \(event) events:\n\(screen)"
        case .screenDiffers(let line, let expected, let actual):
            "The screen differs from line \(line) on.\nExpected:\n\(expected)\nOn screen:\n\(actual)"
        case .storeStateDiffers(let store, let expected, let actual):
            "The state of the store \(store) differs.\nExpected:\n\(expected ?? "(no such store)")\nActual:\n\(actual ?? "(no such store)")"
        case .storesNotTraced:
            "The harness does not trace its stores: make it with ViewHarness(view, tracingStores: true)."
        case .replayDiverged(let detail):
            "The mutation log no longer reproduces the host tree: \(detail)"
        }
    }
}

extension ViewHarness {
    /// Chooses the option showing `option` in the picker labelled `picker`, as a user picks
    /// it from the menu or taps its segment: the picker's selection binding gets that option's tag.
    public func select(_ option: String, in picker: String) throws {
        let pickerID = try element(.picker, labelled: picker)
        let shown = host.hostTree.snapshot().withoutKeptContent.first(.picker, labelled: picker)
        guard let found = shown?.first(.option, labelled: option), case .value(let value)? = found.properties[.value] else {
            throw HarnessError.noElement(kind: .option, label: option, screen: renderer.output)
        }
        try send(.valueChange(value), to: pickerID)
    }
}
