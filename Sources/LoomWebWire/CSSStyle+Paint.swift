import LoomHost

extension CSSStyle {
    /// A CSS gradient from a paint token (see `ShapeStyle` in LoomViews):
    /// `linear:<deg>,<stops>`, `radial:<x%>,<y%>,<from>,<to>,<stops>`, `angular:<x%>,<y%>,<deg>,<stops>`,
    /// each stop five numbers (`red,green,blue,opacity,location` in 0...1). Only numbers are
    /// read, so a token can never put other text into a style; a malformed one gives `nil`.
    static func gradient(_ token: some StringProtocol) -> String? {
        let parts = token.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let numbers = parts[1].split(separator: ",").compactMap { Double($0) }.filter(\.isFinite)
        guard numbers.count == parts[1].split(separator: ",").count else { return nil }
        let head = ["linear": 1, "radial": 4, "angular": 3][String(parts[0])]
        guard let head, numbers.count > head, (numbers.count - head) % 5 == 0 else { return nil }
        let stops: [(color: String, location: Double)] = stride(from: head, to: numbers.count, by: 5).map { index in
            let paint = HostColor(red: numbers[index], green: numbers[index + 1], blue: numbers[index + 2], opacity: numbers[index + 3])
            return (color(paint), numbers[index + 4])
        }
        switch parts[0] {
        case "linear":
            let list = stops.map { "\($0.color) \(number($0.location * 100))%" }
            return "linear-gradient(\(number(numbers[0]))deg,\(list.joined(separator: ",")))"
        case "radial":
            let from = numbers[2], to = numbers[3]
            let list = stops.map { "\($0.color) \(px(from + (to - from) * $0.location))" }
            return "radial-gradient(circle at \(number(numbers[0]))% \(number(numbers[1]))%,\(list.joined(separator: ",")))"
        default:
            let list = stops.map { "\($0.color) \(number($0.location * 360))deg" }
            return "conic-gradient(from \(number(numbers[2]))deg at \(number(numbers[0]))% \(number(numbers[1]))%,\(list.joined(separator: ",")))"
        }
    }

    /// Declarations for an effect container's `paint:` (background) and `ink:` (text) tokens.
    static func paintDeclarations(_ name: String, token: String) -> [(String, String)] {
        guard let gradient = gradient(token) else { return [] }
        if name == "paint" { return [("background", gradient)] }
        return [("background", gradient), ("-webkit-background-clip", "text"), ("background-clip", "text"), ("color", "transparent")]
    }
}
