import Loom

/// Transitions, a repeating animation, an animation scoped to one value, a geometry reader and
/// a scroll view reader.
struct MotionAndGeometrySection: View {
    @State private var showsBanner = false
    @State private var pulses = false
    @State private var grows = false
    @State private var fades = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Motion and geometry").font(.headline)
            HStack {
                Button(showsBanner ? "Hide banner" : "Show banner") {
                    withAnimation(.easeInOut(duration: 0.6)) { showsBanner.toggle() }
                }
                .buttonStyle(.bordered)
                Image(systemName: "heart.fill").foregroundStyle(.pink).font(.title2)
                    .scaleEffect(pulses ? 1.3 : 1)
                    .animation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true), value: pulses)
                    .onAppear { pulses = true }
            }
            if showsBanner {
                Text("Hello from a transition").padding(8).background(.yellow.opacity(0.4)).cornerRadius(8)
                    .transition(.move(edge: .leading).combined(with: .opacity))
            }
            // `animation(_:value:)` animates what changes with `grows` (the scale), not the fade.
            HStack {
                Button("Grow") { grows.toggle() }
                Button("Fade") { fades.toggle() }
                Text("Scoped animation")
                    .scaleEffect(grows ? 1.2 : 1)
                    .opacity(fades ? 0.4 : 1)
                    .animation(.easeInOut(duration: 1.5), value: grows)
            }
            GeometryReader { proxy in
                Text("This box is \(Int(proxy.size.width)) points wide").padding(8)
            }
            .frame(height: 36)
            .background(.gray.opacity(0.15))
            ScrollViewReader { proxy in
                VStack(alignment: .leading) {
                    HStack {
                        Button("Jump to line 40") { proxy.scrollTo(40, anchor: .center) }
                        Button("Back to the top") { proxy.scrollTo(1, anchor: .top) }
                    }
                    ScrollView {
                        ForEach(1...60, id: \.self) { line in
                            Text("Line \(line)")
                        }
                    }
                    .frame(height: 120)
                }
            }
        }
    }
}
