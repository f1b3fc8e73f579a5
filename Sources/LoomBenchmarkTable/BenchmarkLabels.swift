/// js-framework-benchmark's row labels ("pretty red table") from a 32-bit linear congruential
/// generator with a fixed seed. Every table of the benchmarks draws from it (the hand-written
/// ones too: loom-bench's host tree, `Benchmarks/browser/vanilla.html` with `Math.imul`,
/// `Benchmarks/terminal/textual_table.py`), so tables given the same calls show the same rows
/// and their trees, bytes and screens can be compared.
public struct BenchmarkLabels: Sendable {
    static let adjectives = [
        "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint",
        "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly",
        "adorable", "important", "inexpensive", "cheap", "expensive", "fancy",
    ]
    static let colours = ["red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black", "orange"]
    static let nouns = [
        "table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger",
        "pizza", "mouse", "keyboard",
    ]

    private var state: UInt32 = 12_345

    public init() {}

    /// The next label of the sequence.
    public mutating func next() -> String {
        Self.adjectives[draw(Self.adjectives.count)] + " " + Self.colours[draw(Self.colours.count)] + " "
            + Self.nouns[draw(Self.nouns.count)]
    }

    /// A number in `0..<bound` from the high bits of the next state.
    private mutating func draw(_ bound: Int) -> Int {
        state = state &* 1_664_525 &+ 1_013_904_223
        return Int((state >> 8) % UInt32(bound))
    }
}
