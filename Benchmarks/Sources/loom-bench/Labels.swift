/// The js-framework-benchmark's row labels ("pretty red table"), drawn from a fixed-seed
/// generator so the engine app and the vanilla app, given the same calls, make the same rows.
struct LabelSource {
    private static let adjectives = [
        "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint",
        "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly",
        "adorable", "important", "inexpensive", "cheap", "expensive", "fancy",
    ]
    private static let colours = [
        "red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black", "orange",
    ]
    private static let nouns = [
        "table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger",
        "pizza", "mouse", "keyboard",
    ]

    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The next label of the sequence.
    mutating func next() -> String {
        let adjective = Self.adjectives[draw(Self.adjectives.count)]
        let colour = Self.colours[draw(Self.colours.count)]
        let noun = Self.nouns[draw(Self.nouns.count)]
        return adjective + " " + colour + " " + noun
    }

    /// A number in `0..<bound` from a 64-bit linear congruential step (deterministic, cheap).
    private mutating func draw(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
