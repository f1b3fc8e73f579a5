import Loom

/// Symbols from Loom's own set (coloured, scaled, in labels, one unknown name showing the
/// placeholder) and gradients filling shapes, backgrounds and text, and outlining shapes and views.
struct SymbolsAndGradientsSection: View {
    static let symbols = [
        "plus", "minus", "trash", "pencil", "gear", "person", "star", "star.fill", "heart", "heart.fill", "checkmark",
        "xmark", "chevron.left", "chevron.right", "magnifyingglass", "house", "bell", "envelope", "calendar", "clock",
        "info.circle", "exclamationmark.triangle", "square.and.arrow.up", "ellipsis", "line.3.horizontal", "folder",
        "paperplane", "photo", "lock", "cart", "globe", "play.fill", "sun.max", "moon", "bolt.fill", "checkmark.circle.fill",
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Symbols").font(.headline)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 34))], spacing: 8) {
                ForEach(Self.symbols, id: \.self) { name in
                    Image(systemName: name).imageScale(.large)
                }
            }
            HStack(spacing: 16) {
                Image(systemName: "star.fill").foregroundStyle(.yellow)
                Image(systemName: "heart.fill").foregroundStyle(.red).font(.title)
                Image(systemName: "bell").imageScale(.small)
                Label("Settings", systemImage: "gear")
                Label("Unknown name", systemImage: "not.a.loom.symbol")
            }
            Text("Gradients").font(.headline)
            HStack(spacing: 12) {
                Circle().fill(LinearGradient(colors: [.yellow, .orange, .red], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 48, height: 48)
                RoundedRectangle(cornerRadius: 10).fill(Color.indigo.gradient).frame(width: 70, height: 48)
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .frame(width: 48, height: 48)
                Text("Radial").foregroundColor(.white).padding(12)
                    .background(RadialGradient(colors: [.teal, .indigo], center: .center, startRadius: 2, endRadius: 60))
                    .cornerRadius(10)
            }
            HStack(spacing: 12) {
                Circle().stroke(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center), lineWidth: 6)
                    .frame(width: 48, height: 48)
                RoundedRectangle(cornerRadius: 12)
                    .strokeBorder(LinearGradient(colors: [.blue, .pink], startPoint: .leading, endPoint: .trailing), lineWidth: 4)
                    .frame(width: 70, height: 48)
                Text("Bordered").padding(10)
                    .border(LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom), width: 3)
            }
            Text("Gradient text").font(.title).fontWeight(.heavy)
                .foregroundStyle(.linearGradient(colors: [.blue, .purple, .pink], startPoint: .leading, endPoint: .trailing))
        }
    }
}
