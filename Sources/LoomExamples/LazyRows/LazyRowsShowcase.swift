import Loom

/// A hundred thousand rows in a `LazyVStack`, and a thousand cards in a `LazyHStack`, written as
/// for SwiftUI: only the rows in view are built, and scrolling builds the others as they come.
/// "Bottom" and "Top" scroll with a `ScrollViewReader` to rows that are not built yet, as a
/// chat's "scroll to the latest message" does.
public struct LazyRowsShowcase: View {
    static let rowCount = 100_000
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
            ScrollViewReader { proxy in
                HStack {
                    Button("Bottom") { withAnimation { proxy.scrollTo(Self.rowCount - 1, anchor: .bottom) } }
                    Button("Top") { proxy.scrollTo(0, anchor: .top) }
                }
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(0..<Self.rowCount) { index in
                            Button("Row \(index)") { tapped = "row \(index)" }
                        }
                    }
                }
            }
        }
    }
}
