import LoomCore

/// The time travel panel: the screens the session showed after each of its last events, to
/// step through, and "resume from here" to go on from one of them.
struct TimeTravelPanel: View {
    let model: InspectorModel

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let point = model.travelPoint, let last = model.travelPoints.last {
                Text(point.events == 0 ? "The first screen, before any event" : "After event \(point.events) of \(last.events)")
                HStack(spacing: 8) {
                    Button("◀ Earlier") { model.travel(by: -1) }.disabled(model.travelPosition == 0)
                    Button("Later ▶") { model.travel(by: 1) }.disabled(model.travelPosition == nil)
                    Button("Latest") { model.travel(by: model.travelPoints.count) }.disabled(model.travelPosition == nil)
                    Button("Resume from here") { model.resumeHere() }.disabled(model.travelPosition == nil)
                }
                Text("Resuming runs a fresh copy of the app through the same events up to here: what they did outside the app (a save, a request) is done again, and the events after are forgotten.")
                    .font(.caption).foregroundStyle(.secondary)
                if let message = model.travelMessage { Text(message) }
                Text(TextRenderer.render(point.screen)).font(.caption.monospaced())
            } else {
                Text("No screens yet.").foregroundStyle(.secondary)
            }
        }
    }
}
