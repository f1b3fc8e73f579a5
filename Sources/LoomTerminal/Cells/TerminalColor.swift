import LoomHost

/// A colour a terminal can show: one of the 16 standard ones or red, green and blue bytes.
///
/// Cells keep the best description they have (a standard colour's index, or RGB); the
/// encoder turns it into what the terminal supports (see ``ColorDepth``).
public enum TerminalColor: Hashable, Sendable {
    /// One of the 16 standard colours (0–7 normal, 8–15 bright).
    case standard(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// The terminal form of a host colour: a standard colour's own shade where it has a name
    /// that terminals know, RGB otherwise; `nil` for clear (nothing to paint).
    public init?(_ color: HostColor) {
        if color.opacity == 0 { return nil }
        switch color.name {
        case "black"?, "background"?: self = .standard(0)
        case "red"?, "pink"?: self = .standard(9)
        case "green"?, "mint"?: self = .standard(10)
        case "yellow"?, "orange"?: self = .standard(11)
        case "blue"?, "accent"?, "indigo"?: self = .standard(12)
        case "purple"?: self = .standard(13)
        case "teal"?, "cyan"?: self = .standard(14)
        case "white"?: self = .standard(15)
        case "gray"?, "secondary"?: self = .standard(8)
        case "primary"?: self = .standard(7)
        default:
            func byte(_ component: Double) -> UInt8 { UInt8(max(0, min(255, (component * 255).rounded()))) }
            self = .rgb(byte(color.red), byte(color.green), byte(color.blue))
        }
    }

    /// The SGR parameters that select this colour as foreground (or background) at `depth`.
    func parameters(background: Bool, depth: ColorDepth) -> String {
        switch (self, depth) {
        case (_, .none): return ""
        case (.standard(let index), _):
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return String(base + Int(index % 8))
        case (.rgb(let r, let g, let b), .trueColor):
            return "\(background ? 48 : 38);2;\(r);\(g);\(b)"
        case (.rgb(let r, let g, let b), .palette256):
            return "\(background ? 48 : 38);5;\(Self.cubeIndex(r, g, b))"
        case (.rgb(let r, let g, let b), .standard16):
            return TerminalColor.standard(Self.nearestStandard(r, g, b)).parameters(background: background, depth: depth)
        }
    }

    /// The xterm 6×6×6 colour cube entry nearest to an RGB colour.
    static func cubeIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        func level(_ component: UInt8) -> Int { Int((Double(component) / 255 * 5).rounded()) }
        return 16 + 36 * level(r) + 6 * level(g) + level(b)
    }

    /// The standard colour nearest to an RGB colour (by squared distance to xterm's shades).
    static func nearestStandard(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let shades: [(Int, Int, Int)] = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
            (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
        ]
        var best = 0
        var bestDistance = Int.max
        for (index, shade) in shades.enumerated() {
            let distance = (shade.0 - Int(r)) * (shade.0 - Int(r)) + (shade.1 - Int(g)) * (shade.1 - Int(g))
                + (shade.2 - Int(b)) * (shade.2 - Int(b))
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return UInt8(best)
    }
}

/// How many colours the terminal shows, read from its environment (see ``ColorDepth/detect(environment:)``).
public enum ColorDepth: Hashable, Sendable {
    /// No colour at all (`NO_COLOR` is set, or a dumb terminal): styles only.
    case none
    case standard16
    case palette256
    case trueColor

    /// The depth a terminal with this environment supports: `NO_COLOR` with any value but an
    /// empty one (as no-color.org asks) turns colour off, `COLORTERM=truecolor|24bit` gives
    /// 24-bit, a `TERM` naming 256 colours gives the palette, `TERM=dumb` none, anything else
    /// the 16 standard colours.
    public static func detect(environment: [String: String]) -> ColorDepth {
        if environment["NO_COLOR"].map({ !$0.isEmpty }) ?? false { return .none }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        let term = environment["TERM"]?.lowercased() ?? ""
        if term == "dumb" { return .none }
        if term.contains("256color") || term.contains("direct") { return term.contains("direct") ? .trueColor : .palette256 }
        return .standard16
    }
}
