import LoomCore

/// What ``ViewHarness/exercise(maxSteps:typing:)`` did to a screen and what went wrong.
public struct ExerciseReport: Hashable, Sendable, CustomStringConvertible {
    /// Each user action performed, in order (`tap button "Save"`).
    public var steps: [String] = []
    /// Everything that went wrong: runtime issues the view reported, events the tree refused,
    /// and a mutation log that stopped reproducing the host tree. Each names the step it
    /// followed.
    public var problems: [String] = []
    /// Whether the step budget ran out before every control had been used.
    public var ranOutOfSteps = false

    /// No problem was seen.
    public var isClean: Bool { problems.isEmpty }

    public var description: String {
        var lines = ["\(steps.count) steps, \(problems.count) problems" + (ranOutOfSteps ? " (step budget reached)" : "")]
        lines += problems.map { "  problem: \($0)" }
        return lines.joined(separator: "\n")
    }
}

extension ViewHarness {
    /// Uses every control on the screen once, as a curious user would, and reports what went
    /// wrong: taps each button, flips each toggle, types into each field (then presses Enter),
    /// picks another option, moves sliders and dates, opens what opens and closes it again.
    ///
    /// ```swift
    /// let report = await ViewHarness(SettingsScreen()).exercise()
    /// #expect(report.isClean, "\(report)")
    /// ```
    /// Only what a user could reach is used: the topmost alert or sheet if one is open, the
    /// visible screen of a navigation stack. When nothing new is left there, the topmost
    /// dismissible screen is dismissed (Escape or the back button) and the one below continues.
    /// A control counts as used by its kind and label, with digits ignored, so a counter button
    /// whose title shows the count is tapped once. Between steps the main actor runs queued
    /// work (`task`, `onAppear`) before the screen is read again.
    public func exercise(maxSteps: Int = 200, typing: String = "Loom") async -> ExerciseReport {
        var report = ExerciseReport()
        var used: Set<String> = []
        var issuesSeen = issues.count
        await settle()
        recordProblems(after: "the first render", issuesSeen: &issuesSeen, into: &report)
        while report.steps.count < maxSteps {
            let screen = (try? currentScreen()) ?? host.hostTree.snapshot()
            let reachable = ExerciseScope.reachable(in: screen)
            let next = reachable.controls.lazy.compactMap { control -> (HostElementSnapshot, [HostEvent.Action], String)? in
                let key = reachable.scopeKey + ExerciseScope.key(of: control)
                guard !used.contains(key), let actions = ExerciseScope.actions(for: control, typing: typing) else { return nil }
                return (control, actions, key)
            }.first
            let step: String
            if let (control, actions, key) = next {
                used.insert(key)
                step = ExerciseScope.describe(control, actions)
                for action in actions {
                    do {
                        try send(action, to: control.id)
                    } catch let error as HostEventError {
                        // The control went away or was disabled by the step before: a user
                        // would simply not reach it.
                        if case .unsupportedEvent = error { report.problems.append("\(step): \(error)") }
                        break
                    } catch {
                        report.problems.append("\(step): \(error)")
                        break
                    }
                }
            } else if let closable = reachable.dismissible {
                step = "dismiss \(closable.kind == .alert ? "alert" : "screen") \(ExerciseScope.label(of: closable).quoted)"
                do {
                    try send(.dismiss, to: closable.id)
                } catch {
                    report.problems.append("\(step): \(error)")
                    break
                }
            } else {
                break
            }
            report.steps.append(step)
            await settle()
            recordProblems(after: step, issuesSeen: &issuesSeen, into: &report)
        }
        report.ranOutOfSteps = report.steps.count >= maxSteps
        return report
    }

    private func currentScreen() throws -> HostElementSnapshot {
        try verifyReplay()
        return host.hostTree.snapshot()
    }

    /// Lets queued main-actor work (tasks started by `task`, hops of Combine values) run.
    private func settle() async {
        for _ in 0..<5 { await Task.yield() }
        host.update()
    }

    private func recordProblems(after step: String, issuesSeen: inout Int, into report: inout ExerciseReport) {
        do {
            try verifyReplay()
        } catch {
            report.problems.append("after \(step): \(error)")
        }
        if issues.count > issuesSeen {
            report.problems += issues[issuesSeen...].map { "after \(step): runtime issue: \($0.message)" }
            issuesSeen = issues.count
        }
    }
}

/// Which controls a user can reach on a screen, and what using each one means.
enum ExerciseScope {
    struct Reachable {
        var controls: [HostElementSnapshot] = []
        /// The topmost open alert, sheet or pushed screen that the user can close.
        var dismissible: HostElementSnapshot?
        /// Names the open alert, so that two alerts' "OK" buttons are two controls.
        var scopeKey = ""
    }

    /// The controls of the topmost open dialog (or of the whole screen when none is open), in
    /// tree order; in a navigation stack only the visible (last) screen counts.
    static func reachable(in root: HostElementSnapshot) -> Reachable {
        var dialogs: [HostElementSnapshot] = []
        collectDialogs(in: root, into: &dialogs)
        let scope = dialogs.last ?? root
        var result = Reachable()
        if scope.kind == .alert, case .text(let title)? = scope.properties[.text] { result.scopeKey = "alert \(title)|" }
        collect(in: scope, into: &result)
        if result.dismissible == nil, scope.events.contains(.dismiss) { result.dismissible = scope }
        return result
    }

    private static func isDialog(_ element: HostElementSnapshot) -> Bool {
        if element.kind == .alert { return true }
        if case .presentation(let presentation)? = element.properties[.presentation] { return presentation != .push }
        return false
    }

    private static func visibleChildren(of element: HostElementSnapshot) -> ArraySlice<HostElementSnapshot> {
        element.kind == .navigationStack ? element.children.suffix(1) : element.children[...]
    }

    private static func collectDialogs(in element: HostElementSnapshot, into dialogs: inout [HostElementSnapshot]) {
        if isDialog(element) { dialogs.append(element) }
        for child in visibleChildren(of: element) { collectDialogs(in: child, into: &dialogs) }
    }

    private static func collect(in element: HostElementSnapshot, into result: inout Reachable) {
        if element.properties[.disabled] == .disabled(true) { return }
        // A pushed screen's back button is the way out, taken once the screen is used up (as
        // its dismiss), not a control to try on the way in.
        if element.properties[.style] == .style("backBar") { return }
        if element.events.contains(.dismiss) { result.dismissible = element }
        if !element.events.subtracting([.dismiss, .focusChange, .submit, .hover]).isEmpty { result.controls.append(element) }
        for child in visibleChildren(of: element) { collect(in: child, into: &result) }
    }

    /// What identifies a control across updates: its kind and label, digits ignored.
    static func key(of control: HostElementSnapshot) -> String {
        let label = self.label(of: control).map { $0.isNumber ? "#" : $0 }
        return "\(control.kind.rawValue)|\(String(label))"
    }

    static func label(of element: HostElementSnapshot) -> String {
        element.labels.joined(separator: " ")
    }

    /// The events one use of `control` sends, or `nil` for controls a headless user leaves
    /// alone (a link opens a web address outside the app).
    static func actions(for control: HostElementSnapshot, typing: String) -> [HostEvent.Action]? {
        let events = control.events
        if events.contains(.textChange) {
            var actions: [HostEvent.Action] = []
            if events.contains(.focusChange) { actions.append(.focusChange(true)) }
            actions.append(.textChange(typing))
            if events.contains(.submit) { actions.append(.submit) }
            if events.contains(.focusChange) { actions.append(.focusChange(false)) }
            return actions
        }
        if events.contains(.toggleChange) {
            return [.toggleChange(control.properties[.isOn] != .isOn(true))]
        }
        if events.contains(.valueChange), let value = changedValue(of: control) {
            return [.valueChange(value)]
        }
        if events.contains(.tap), control.kind != .link { return [.tap] }
        return nil
    }

    /// Another value for a picker, slider or date picker than the one it shows.
    private static func changedValue(of control: HostElementSnapshot) -> String? {
        let current: String? = if case .value(let value)? = control.properties[.value] { value } else { nil }
        switch control.kind {
        case .picker:
            let options = control.children.flatMap { allOptions(in: $0) }.compactMap { option -> String? in
                if case .value(let value)? = option.properties[.value] { return value }
                return nil
            }
            return options.last { $0 != current } ?? options.first
        case .slider:
            guard case .minimum(let low)? = control.properties[.minimum],
                case .maximum(let high)? = control.properties[.maximum]
            else { return nil }
            return String(low + (high - low) / 2)
        case .datePicker:
            guard let current, current.count >= 10 else { return "2024-02-29" }
            // Another day, same form: `yyyy-MM-dd` keeps any time that follows it.
            let day = current.prefix(10) == "2024-02-29" ? "2024-03-01" : "2024-02-29"
            return day + current.dropFirst(10)
        default:
            return current
        }
    }

    private static func allOptions(in element: HostElementSnapshot) -> [HostElementSnapshot] {
        element.kind == .option ? [element] : element.children.flatMap { allOptions(in: $0) }
    }

    static func describe(_ control: HostElementSnapshot, _ actions: [HostEvent.Action]) -> String {
        let verb = switch actions.first(where: { $0 != .focusChange(true) }) {
        case .textChange(let text)?: "type \(text.quoted) into"
        case .toggleChange(let isOn)?: isOn ? "switch on" : "switch off"
        case .valueChange(let value)?: "choose \(value.quoted) in"
        default: "tap"
        }
        return "\(verb) \(control.kind.rawValue) \(label(of: control).quoted)"
    }
}

extension String {
    fileprivate var quoted: String { "\"\(self)\"" }
}
