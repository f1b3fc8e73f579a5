import Loom

/// The counter of the state-system document: a model object, a button that shows and bumps
/// its count, and a nested view that only re-renders when its own input changes.
public final class CounterModel: ObservableObject {
    @Published public var counter = 0

    public init() {}
}

/// The counter screen.
public struct StateCounterApp: View {
    @StateObject private var model = CounterModel()
    @State private var step = 1

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Counter").font(.title).bold()
            Text("Count: \(model.counter)")
            HStack(spacing: 8) {
                Button("Increment") { model.counter += step }
                Button("Reset") { model.counter = 0 }
                    .disabled(model.counter == 0)
            }
            StepPicker(step: $step)
            Parity(isEven: model.counter.isMultiple(of: 2))
        }
        .padding()
    }
}

/// Chooses the increment; holds a stable binding to the parent's state.
struct StepPicker: View {
    @Binding var step: Int

    var body: some View {
        HStack(spacing: 4) {
            Text("Step")
            for value in [1, 5, 10] {
                Button(value == step ? "[\(value)]" : "\(value)") { step = value }
            }
        }
    }
}

/// Re-renders only when parity flips: its only input is a Bool.
struct Parity: View {
    let isEven: Bool

    var body: some View {
        Text(isEven ? "even" : "odd").foregroundColor(isEven ? .green : .orange)
    }
}
