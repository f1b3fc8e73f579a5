import LoomCore
import LoomWebServer

/// The events panel: what the page sent, newest first, with the time it took, the views whose
/// body it ran and the patch it sent back (host operations and bytes on the wire), or for an
/// app in the terminal what it drew (cells changed and bytes written); updates no event caused
/// are listed too.
struct EventLogPanel: View {
    let entries: [SessionHistoryEntry]

    /// The most entries shown (the history keeps more).
    static let maximumRows = 100

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            if entries.isEmpty {
                Text("No events yet. Use the app; each event appears here.").foregroundStyle(.secondary)
            }
            ForEach(entries.suffix(Self.maximumRows).reversed(), id: \.number) { entry in
                VStack(alignment: .leading, spacing: 0) {
                    Text(EventLine.text(entry)).font(.body.monospaced())
                    if !entry.renderedViews.isEmpty {
                        Text("bodies run: " + entry.renderedViews.map(ViewTypeName.short).joined(separator: ", "))
                            .font(.caption.monospaced()).foregroundStyle(.secondary).padding(.leading, 16)
                    }
                }
            }
        }
    }
}

/// One history entry as a line: `#3  2.41 s  tap on button "Increment"  0.35 ms → 2 ops, 96 B`
/// (in the terminal: `→ 5 cells, 61 B written`).
enum EventLine {
    static func text(_ entry: SessionHistoryEntry) -> String {
        let what: String
        if let event = entry.event {
            what = "\(name(of: event)) on \(entry.target ?? "an element")"
        } else {
            what = "update (no event: a task, a timer or another session)"
        }
        var line = "#\(entry.number)  \(seconds(entry.time)) s  \(what)"
        if let reason = entry.ignoredBecause {
            line += "  ignored: \(reason)"
        } else if entry.event != nil {
            line += "  \(milliseconds(entry.duration)) ms"
        }
        if let cells = entry.terminalCells {
            line += cells == 0 ? "  → nothing drawn" : "  → \(cells) cell\(cells == 1 ? "" : "s"), \(entry.patchBytes) B written"
        } else {
            line += entry.patchOperations == 0 ? "  → no patch" : "  → \(entry.patchOperations) ops, \(entry.patchBytes) B"
        }
        return line
    }

    static func name(of action: HostEvent.Action) -> String {
        switch action {
        case .tap: "tap"
        case .textChange(let text): "typing \(RecordedTestWriter.literal(String(text.suffix(30))))"
        case .toggleChange(let isOn): "toggle to \(isOn ? "on" : "off")"
        case .dismiss: "dismiss"
        case .valueChange(let value): "choice \(RecordedTestWriter.literal(value))"
        case .submit: "submit"
        case .focusChange(let focused): focused ? "focus" : "focus leaving"
        case .hover(let inside): inside ? "pointer entering" : "pointer leaving"
        }
    }

    /// `2.41`: seconds with two decimals.
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = Int(duration / .milliseconds(1))
        return "\(milliseconds / 1000).\(String(milliseconds % 1000 / 10).leftPadded(to: 2))"
    }

    private static func milliseconds(_ duration: Duration) -> String {
        let microseconds = Int(duration / .microseconds(1))
        return "\(microseconds / 1000).\(String(microseconds % 1000 / 10).leftPadded(to: 2))"
    }
}

extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
