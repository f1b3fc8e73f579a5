import LoomCore
import LoomWebServer

/// DevTools' inspector: a Loom app showing the other sessions of its process. Pick a session,
/// then a panel: its live view tree, its events with the patches they sent, or a recording to
/// turn into a test.
public struct DevToolsInspector: View {
    @State private var model: InspectorModel

    public init(hub: DevToolsHub, key: String) {
        _model = State(initialValue: InspectorModel(hub: hub, key: key))
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Loom DevTools").font(.title)
            if model.sessions.isEmpty {
                Text("No session is open yet. Open the app in another tab; its session appears here.")
                    .foregroundStyle(.secondary)
            } else {
                Picker("Session", selection: Binding(get: { model.selected }, set: { model.choose($0) })) {
                    ForEach(model.sessions, id: \.id) { session in
                        Text(SessionLabel.text(session)).tag(Optional(session.id))
                    }
                }
                Picker("Panel", selection: Binding(get: { model.panel }, set: { model.panel = $0; model.refresh() })) {
                    ForEach(InspectorModel.Panel.allCases, id: \.self) { panel in
                        Text(panel.rawValue).tag(panel)
                    }
                }
                .pickerStyle(.segmented)
                switch model.panel {
                case .views: ViewTreePanel(tree: model.tree, model: model)
                case .events: EventLogPanel(entries: model.history)
                case .architectures: ArchitecturePanel(entries: model.architectureLog)
                case .travel: TimeTravelPanel(model: model)
                case .record: RecordingPanel(model: model)
                }
            }
        }
        .padding()
        .onAppear { model.start() }
        .onDisappear { model.stop() }
    }
}

/// How the session picker names a session.
enum SessionLabel {
    static func text(_ session: DevToolsHub.Session) -> String {
        var parts = ["Session \(session.id)", session.appTitle, "\(session.appliedEvents) event\(session.appliedEvents == 1 ? "" : "s")"]
        if !session.isAttached { parts.append("no page attached") }
        if session.isRecording { parts.append("recording") }
        return parts.joined(separator: " · ")
    }
}
