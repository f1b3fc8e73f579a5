import Loom

/// Shapes, effects, text styling, button styles, events, symbols, gradients, motion and
/// geometry on one screen, as for SwiftUI.
public struct StylingShowcase: View {
    @State private var taps = 0
    @State private var likes = 0
    @State private var name = ""
    @State private var changes = 0
    @State private var ticks = 0
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Circle().fill(.blue).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 10).fill(.orange).frame(width: 60, height: 40)
                Capsule().stroke(.purple, lineWidth: 3).frame(width: 80, height: 36)
                Rectangle().fill(.green.opacity(0.5)).frame(width: 40, height: 40)
                Ellipse().fill(.pink).frame(width: 60, height: 36)
            }
            HStack {
                Text("Rotated").rotationEffect(.degrees(-8))
                Text("Bordered").padding(6).border(.red, width: 2)
                Text("Rounded").padding(6).background(.mint).cornerRadius(8)
                Text("Shadow").padding(6).shadow(radius: 3)
            }
            HStack {
                Text("Italic").italic()
                Text("Underlined").underline()
                Text("Struck").strikethrough()
                Text("Heavy").fontWeight(.heavy)
                Text("Faded accent").foregroundStyle(Color.accentColor.opacity(0.4))
            }
            Text("Centered text that is long enough to wrap onto a second line on a narrow page, lined up in the middle.")
                .multilineTextAlignment(.center)
            Text("Pi is \(Double.pi, specifier: "%.3f"); a tip of \(0.15, format: .percent)")
            HStack {
                Button("Bordered") { taps += 1 }.buttonStyle(.bordered)
                Button("Prominent") { taps += 1 }.buttonStyle(.borderedProminent)
                Button("Plain") { taps += 1 }.buttonStyle(.plain)
                Button("Disabled") {}.foregroundColor(.red).disabled(true)
                Spacer()
                Text("Taps \(taps)")
            }
            HStack {
                TextField("Your name", text: $name).frame(maxWidth: .infinity)
                Text("Changes \(changes)")
            }
            .onChange(of: name) { changes += 1 }
            HStack {
                Text("♥ Likes \(likes) (double-tap)").padding(6).background(.pink.opacity(0.2)).onTapGesture(count: 2) { likes += 1 }
                Spacer()
                Text("Seconds open: \(ticks)").onReceive(timer) { _ in ticks += 1 }
            }
            SymbolsAndGradientsSection()
            MotionAndGeometrySection()
        }
        .padding()
    }
}
