import Loom

/// A hundred thousand rows in a `LazyVStack`, and a thousand cards in a `LazyHStack`, written as
/// for SwiftUI: only the rows in view are built, and scrolling builds the others as they come.
public struct LazyRowsShowcase: View {
    @State private var tapped: String?

    public init() {}

    public var body: some View {
        VStack(alignment: .leading) {
            Text(tapped.map { "Tapped \($0)" } ?? "Tap a row").font(.headline)
            ScrollView(.horizontal) {
                LazyHStack {
                    ForEach(0..<1_000) { index in
                        Button("Card \(index)") { tapped = "card \(index)" }
                    }
                }
            }
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<100_000) { index in
                        Button("Row \(index)") { tapped = "row \(index)" }
                    }
                }
            }
        }
    }
}
