import LoomCore

/// The record panel: start recording the chosen session, use the app, stop; the recording is
/// then shown as a Swift test, with a link to download it.
struct RecordingPanel: View {
    let model: InspectorModel

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let steps = model.recordedSteps {
                Text("Recording: \(steps) step\(steps == 1 ? "" : "s") so far. Use the app, then stop.")
                Button("Stop recording") { model.stopRecording() }
            } else {
                Text("Record what you do in the app's tab; stop, and the recording becomes a test that replays it and checks every screen.")
                    .foregroundStyle(.secondary)
                Button("Start recording") { model.startRecording() }
            }
            if let test = model.exportedTest, let address = model.testAddress, let url = URL(string: address) {
                Link("Download the test", destination: url)
                Text(test).font(.caption.monospaced())
            }
        }
    }
}
