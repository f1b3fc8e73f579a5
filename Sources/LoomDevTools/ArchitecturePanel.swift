import LoomCore

/// The stores and machines panel: what the session's Eazy and Katana stores, Poet evaluators
/// and simprokmachine machines did, newest first: each action with the state change it made
/// (as `DebugStore` writes it) and the views its event re-rendered, each machine's inputs and
/// outputs.
struct ArchitecturePanel: View {
    let entries: [ArchitectureLogEntry]

    /// The most entries shown (the log keeps more).
    static let maximumRows = 100

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if entries.isEmpty {
                Text("Nothing yet: this session's stores, evaluators and machines log their actions, state changes, inputs and outputs here.")
                    .foregroundStyle(.secondary)
            }
            ForEach(entries.suffix(Self.maximumRows).reversed(), id: \.number) { entry in
                VStack(alignment: .leading, spacing: 0) {
                    Text("#\(entry.number)  \(EventLine.seconds(entry.time)) s  \(entry.architecture) · \(entry.source) · \(entry.kind)")
                        .font(.body.monospaced())
                    Text(entry.detail).font(.caption.monospaced()).foregroundStyle(.secondary).padding(.leading, 16)
                    if !entry.renderedViews.isEmpty {
                        Text("bodies run: \(entry.renderedViews.joined(separator: ", "))")
                            .font(.caption.monospaced()).foregroundStyle(.secondary).padding(.leading, 16)
                    }
                }
            }
        }
    }
}
